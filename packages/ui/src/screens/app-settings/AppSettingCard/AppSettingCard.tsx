import { failing, isBlank, useValidatedForm, type FormErrors } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { ImageField } from '@salon/ui/forms/ImageField';
import { TextField } from '@salon/ui/forms/TextField';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { useId } from 'react';
import { Footer } from './AppSettingCard.styles';

/** One required field of a card: its name, label and the message shown when it is empty. */
export interface AppSettingFieldSpec {
  name: string;
  label: string;
  message: string;
}

export interface AppSettingCardProps {
  /** The card's heading, e.g. 'Login Screen'. */
  title: string;
  /** The text fields in order; every one is required. */
  texts: readonly AppSettingFieldSpec[];
  /** The card's one image; required unless one is stored. */
  image: AppSettingFieldSpec;
  /** The stored texts by field name (empty strings for a setting never saved). */
  initialTexts: Record<string, string>;
  /** The stored image's URL, shown until a new one is chosen. */
  imageUrl: string | null;
  submitting?: boolean;
  /** The server's message after a failed save. */
  serverError?: string | null;
  onSubmit: (texts: Record<string, string>, image: File | null) => void;
}

interface Values {
  texts: Record<string, string>;
  file: File | null;
}

const IMAGE_FIELD = '__image';

/** Every empty text and a missing image, with the card's own messages, in the card's order. */
export function appSettingErrors(
  values: Values,
  texts: readonly AppSettingFieldSpec[],
  image: AppSettingFieldSpec,
  imageUrl: string | null,
): FormErrors<string> {
  const checks: Record<string, string | undefined> = {};
  for (const field of texts)
    checks[field.name] = isBlank(values.texts[field.name]) ? field.message : undefined;
  checks[IMAGE_FIELD] = !values.file && !imageUrl ? image.message : undefined;
  return failing(checks);
}

/**
 * A card of the App Settings page (spec 2 §2, §3, §5): the texts and the image of one screen of the
 * salon's mobile app, each required with its message, saved with 'Update'.
 */
export function AppSettingCard({
  title,
  texts,
  image,
  initialTexts,
  imageUrl,
  submitting = false,
  serverError,
  onSubmit,
}: AppSettingCardProps) {
  const id = useId();
  const { values, errors, update, handleSubmit } = useValidatedForm<Values, string>(
    { texts: { ...initialTexts }, file: null },
    (next) => appSettingErrors(next, texts, image, imageUrl),
  );

  return (
    <Card title={title} headingLevel={2} aria-label={title}>
      <Form
        aria-label={`${title} settings`}
        serverError={serverError}
        onSubmit={handleSubmit((valid) =>
          onSubmit(
            Object.fromEntries(texts.map((field) => [field.name, valid.texts[field.name]!.trim()])),
            valid.file,
          ),
        )}
      >
        {texts.map((field) => (
          <TextField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            required
            value={values.texts[field.name] ?? ''}
            error={errors[field.name]}
            maxLength={100}
            disabled={submitting}
            onChange={(text) => update({ ...values, texts: { ...values.texts, [field.name]: text } })}
          />
        ))}
        <ImageField
          id={`${id}-image`}
          label={image.label}
          error={errors[IMAGE_FIELD]}
          file={values.file}
          currentUrl={imageUrl}
          previewAlt={`${title} ${image.label.toLowerCase()}`}
          disabled={submitting}
          onChange={(file) => update({ ...values, file })}
        />
        <Footer>
          <Button type="submit" loading={submitting}>
            Update
          </Button>
        </Footer>
      </Form>
    </Card>
  );
}
