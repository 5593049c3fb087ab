import { useValidatedForm } from '@salon/ui/forms';
import { FieldRow } from '@salon/ui/forms/FieldRow';
import { Form } from '@salon/ui/forms/Form';
import { formModalOf, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { FormField } from '@salon/ui/patterns/FormField';
import { useState } from 'react';
import { EMPTY_VIDEO_FORM, MAX_VIDEO_MEGABYTES, validateVideo, VIDEO_ACCEPT } from './validate-video';
import { FileInput, Progress, ProgressText } from './VideoUploadModal.styles';

export interface VideoOption {
  value: string;
  label: string;
}

export interface VideoUploadValues {
  videoTitle: string;
  videoDescription: string;
  videoCategory: string;
  stylist: string;
  video: File;
}

export interface VideoUploadModalProps extends FormModalState {
  categoryOptions: VideoOption[];
  stylistOptions: VideoOption[];
  /** Preselected stylist (a stylist uploads as themself). */
  defaultStylist?: string | null;
  optionsLoading?: boolean;
  onSubmit: (values: VideoUploadValues) => void;
  /** Upload progress, 0 to 1, while submitting. */
  progress?: number | null;
}

const FORM_ID = 'video-upload-form';

/** 'Upload Video' (spec 2 §5 "Video upload"). */
export const VideoUploadModal = formModalOf(VideoUploadForm, {
  formId: FORM_ID,
  size: 'lg',
  texts: { title: 'Upload Video', submitLabel: 'Upload' },
});

function VideoUploadForm({
  categoryOptions,
  stylistOptions,
  defaultStylist = null,
  optionsLoading = false,
  onSubmit,
  submitting = false,
  progress = null,
  serverError,
}: VideoUploadModalProps) {
  const { errors, change, field, handleSubmit } = useValidatedForm(
    { ...EMPTY_VIDEO_FORM, stylist: defaultStylist },
    validateVideo,
  );
  const [file, setFile] = useState<File | null>(null);

  const submit = handleSubmit((valid) => {
    if (file && valid.videoCategory && valid.stylist) {
      onSubmit({
        videoTitle: valid.videoTitle.trim(),
        videoDescription: valid.videoDescription.trim(),
        videoCategory: valid.videoCategory,
        stylist: valid.stylist,
        video: file,
      });
    }
  });

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <TextField label="Video Title" id="video-title" required maxLength={100} {...field('videoTitle')} />
      <TextAreaField
        label="Video Description"
        id="video-description"
        required
        rows={3}
        maxLength={1000}
        {...field('videoDescription')}
      />
      <FieldRow>
        <SelectField<string>
          label="Video Category"
          id="video-category"
          required
          options={categoryOptions}
          isLoading={optionsLoading}
          placeholder="Select category"
          {...field('videoCategory')}
        />
        <SelectField<string>
          label="Stylist"
          id="video-stylist"
          required
          options={stylistOptions}
          isLoading={optionsLoading}
          placeholder="Select stylist"
          {...field('stylist')}
        />
      </FieldRow>
      <FormField
        label="Video"
        htmlFor="video-file"
        error={errors.video}
        hint={`MP4, WebM, MOV or Ogg, up to ${MAX_VIDEO_MEGABYTES} MB.`}
        required
      >
        {({ invalid: _invalid, ...control }) => (
          <FileInput
            {...control}
            type="file"
            accept={VIDEO_ACCEPT}
            disabled={submitting}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              change('video', chosen ? { name: chosen.name, type: chosen.type, size: chosen.size } : null);
            }}
          />
        )}
      </FormField>
      {submitting && percent !== null && (
        <div>
          <Progress value={percent} max={100} aria-label="Upload progress" />
          <ProgressText aria-live="polite">Uploading… {percent}%</ProgressText>
        </div>
      )}
    </Form>
  );
}
