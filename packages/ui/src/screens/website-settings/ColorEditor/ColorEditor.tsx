import { TextField } from '@salon/ui/forms/TextField';
import { Button } from '@salon/ui/primitives/Button';
import { useId, useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { Editor, Picker, Row, Swatch, Title } from './ColorEditor.styles';

export interface ColorEditorProps {
  /** The saved colour, '#rrggbb'. */
  value: string;
  /** The colour is being saved. */
  pending?: boolean;
  /** Called on 'Update' with a '#rrggbb' colour (lower case), only when it is set and differs from `value`. */
  onSubmit: (color: string) => void;
}

const HEX = /^#?([0-9a-f]{6})$/i;

/** '#AbC123' or 'abc123' → '#abc123'; null when not a six-digit hex colour. */
export function normaliseHex(text: string): string | null {
  const match = HEX.exec(text.trim());
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

/**
 * The website colour (spec 2 §2, §4): a picker and the hex code; 'Update' sends the colour, and sends nothing
 * while the field is empty.
 */
export function ColorEditor({ value, pending = false, onSubmit }: ColorEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const picked = normaliseHex(draft) ?? value;

  const change = (text: string) => {
    setDraft(text);
    setError(null);
  };

  const update = () => {
    if (!draft.trim()) return;
    const color = normaliseHex(draft);
    if (!color) {
      setError('Please enter a colour such as #5b21b6');
      return;
    }
    setDraft(color);
    if (color !== value) onSubmit(color);
  };

  return (
    <Editor role="group" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>Colour</Title>
      <Row>
        <Picker role="group" aria-label="Colour picker">
          <HexColorPicker color={picked} onChange={change} />
        </Picker>
        <div>
          <Swatch $color={picked} aria-hidden="true" />
          <TextField
            label="Colour code"
            id={`${id}-hex`}
            value={draft}
            error={error}
            hint="Six hex digits, e.g. #5b21b6"
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            onChange={change}
          />
          <Button onClick={update} loading={pending}>
            Update
          </Button>
        </div>
      </Row>
    </Editor>
  );
}
