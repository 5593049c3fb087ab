import { ImageField } from '@salon/ui/forms/ImageField';
import { useId, useState, type ReactNode } from 'react';
import { EditableBlock, type EditableBlockTone } from '../EditableBlock';
import { imageFileError } from './image-file-error';

export interface EditableImageProps {
  /** The block's name, e.g. 'Logo'; the file field is 'Choose logo'. */
  label: string;
  /** The saved image's URL, null when none. */
  currentUrl: string | null;
  maxBytes: number;
  pending?: boolean;
  /** Called on SUBMIT with a chosen image of an accepted type and size. */
  onSubmit: (file: File) => void;
  /** The preview while not editing. */
  children: ReactNode;
  tone?: EditableBlockTone;
}

/**
 * An inline-editable image of the Appearance editor: the pencil opens a file field; SUBMIT sends the chosen
 * image, sends nothing without one, and keeps the editor open with 'File type not permitted' for any file
 * that is not a JPEG, PNG, GIF or WebP image.
 */
export function EditableImage({
  label,
  currentUrl,
  maxBytes,
  pending = false,
  onSubmit,
  children,
  tone,
}: EditableImageProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = (next: boolean) => {
    setFile(null);
    setError(null);
    setEditing(next);
  };

  const choose = (next: File | null) => {
    setFile(next);
    setError(next ? imageFileError(next, maxBytes) : null);
  };

  const submit = () => {
    if (file) {
      const problem = imageFileError(file, maxBytes);
      if (problem) {
        setError(problem);
        return;
      }
    }
    toggle(false);
    if (file) onSubmit(file);
  };

  return (
    <EditableBlock
      label={label}
      editing={editing}
      onEditingChange={toggle}
      onSubmit={submit}
      pending={pending}
      tone={tone}
      editor={
        <ImageField
          label={`Choose ${label.toLowerCase()}`}
          id={id}
          file={file && !error ? file : null}
          currentUrl={currentUrl}
          previewAlt={`${label} preview`}
          error={error}
          hint={`JPEG, PNG, GIF or WebP, up to ${Math.round(maxBytes / (1024 * 1024))} MB`}
          onChange={choose}
        />
      }
    >
      {children}
    </EditableBlock>
  );
}
