import { useFormDisabled } from '../form-disabled';
import { useObjectUrl } from '../use-object-url';
import { Avatar, FileInput, Picker, Placeholder } from './ImagePicker.styles';

export interface ImagePickerProps {
  /** Id of the file input (FormField's `htmlFor`). */
  id: string;
  /** The image chosen now, if any. */
  file: File | null;
  /** The stored image's URL when editing (shown until a new file is chosen). */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Alternative text of the preview, e.g. 'Stylist photo'. */
  previewAlt: string;
}

/** A file input for one image (logo, photo) with a round preview of the chosen or stored image. */
export function ImagePicker({
  id,
  file,
  currentUrl,
  onChange,
  disabled,
  previewAlt,
  ...aria
}: ImagePickerProps) {
  const shown = useObjectUrl(file) ?? currentUrl ?? null;
  const off = useFormDisabled(disabled);

  return (
    <Picker>
      {shown ? <Avatar src={shown} alt={previewAlt} /> : <Placeholder aria-hidden="true" />}
      <FileInput
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={off}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </Picker>
  );
}
