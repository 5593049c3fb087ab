import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { useId, useState, type ReactNode } from 'react';
import { EditableBlock, type EditableBlockTone } from '../EditableBlock';

export interface EditableTextProps {
  /** The block's name, e.g. 'Banner title'; also the field's label. */
  label: string;
  /** The saved text. */
  value: string;
  /** A paragraph (text area) rather than a title (one line). */
  multiline?: boolean;
  maxLength?: number;
  /** A save of this text is on its way: the sent text shows meanwhile. */
  pending?: boolean;
  /** Called on SUBMIT with the trimmed text, only when it is not empty and differs from the saved one. */
  onSubmit: (text: string) => void;
  /** Renders the preview of a text (default: the text in a paragraph). */
  renderPreview?: (text: string) => ReactNode;
  tone?: EditableBlockTone;
}

/**
 * An inline-editable text of the Appearance editor (spec 2 §4): the pencil opens the field, SUBMIT closes it
 * and sends the text only if it is not empty (an empty edit sends nothing and keeps the saved text).
 */
export function EditableText({
  label,
  value,
  multiline = false,
  maxLength,
  pending = false,
  onSubmit,
  renderPreview = (text) => <p>{text}</p>,
  tone,
}: EditableTextProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [sent, setSent] = useState<string | null>(null);

  const toggle = (next: boolean) => {
    if (next) setDraft(value);
    setEditing(next);
  };

  const submit = () => {
    setEditing(false);
    const text = draft.trim();
    if (!text || text === value) return;
    setSent(text);
    onSubmit(text);
  };

  const field = {
    label,
    id,
    value: draft,
    maxLength,
    onChange: setDraft,
    hint: 'An empty text is not saved.',
    autoFocus: true,
  };
  return (
    <EditableBlock
      label={label}
      editing={editing}
      onEditingChange={toggle}
      onSubmit={submit}
      pending={pending}
      tone={tone}
      editor={multiline ? <TextAreaField {...field} rows={4} /> : <TextField {...field} />}
    >
      {renderPreview(pending && sent !== null ? sent : value)}
    </EditableBlock>
  );
}
