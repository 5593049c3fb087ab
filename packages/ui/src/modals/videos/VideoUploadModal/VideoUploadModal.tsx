import { hasErrors } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Select } from '@salon/ui/primitives/Select';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import {
  EMPTY_VIDEO_FORM,
  MAX_VIDEO_MEGABYTES,
  validateVideo,
  VIDEO_ACCEPT,
  type VideoFormErrors,
  type VideoFormValues,
} from './validate-video';
import { FileInput, Form, Progress, ProgressText, Row, ServerError } from './VideoUploadModal.styles';

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

export interface VideoUploadModalProps {
  open: boolean;
  onClose: () => void;
  categoryOptions: VideoOption[];
  stylistOptions: VideoOption[];
  /** Preselected stylist (a stylist uploads as themself). */
  defaultStylist?: string | null;
  optionsLoading?: boolean;
  onSubmit: (values: VideoUploadValues) => void;
  submitting?: boolean;
  /** Upload progress, 0 to 1, while submitting. */
  progress?: number | null;
  serverError?: string | null;
}

const FORM_ID = 'video-upload-form';

/** 'Upload Video' (spec 2 §5 "Video upload"). */
export function VideoUploadModal(props: VideoUploadModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Upload Video"
      size="lg"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            Upload
          </Button>
        </>
      }
    >
      {props.open && <VideoUploadForm {...props} />}
    </Modal>
  );
}

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
  const [values, setValues] = useState<VideoFormValues>({ ...EMPTY_VIDEO_FORM, stylist: defaultStylist });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<VideoFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = <K extends keyof VideoFormValues>(field: K, value: VideoFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateVideo(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateVideo(values);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found) && file && values.videoCategory && values.stylist) {
      onSubmit({
        videoTitle: values.videoTitle.trim(),
        videoDescription: values.videoDescription.trim(),
        videoCategory: values.videoCategory,
        stylist: values.stylist,
        video: file,
      });
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormField label="Video Title" htmlFor="video-title" error={errors.videoTitle} required>
        {(control) => (
          <TextInput
            {...control}
            maxLength={100}
            value={values.videoTitle}
            disabled={submitting}
            onChange={(event) => change('videoTitle', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Video Description"
        htmlFor="video-description"
        error={errors.videoDescription}
        required
      >
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={1000}
            value={values.videoDescription}
            disabled={submitting}
            onChange={(event) => change('videoDescription', event.target.value)}
          />
        )}
      </FormField>
      <Row>
        <FormField label="Video Category" htmlFor="video-category" error={errors.videoCategory} required>
          {(control) => (
            <Select<string>
              {...control}
              options={categoryOptions}
              value={values.videoCategory}
              isLoading={optionsLoading}
              placeholder="Select category"
              isDisabled={submitting}
              onChange={(value) => change('videoCategory', value)}
            />
          )}
        </FormField>
        <FormField label="Stylist" htmlFor="video-stylist" error={errors.stylist} required>
          {(control) => (
            <Select<string>
              {...control}
              options={stylistOptions}
              value={values.stylist}
              isLoading={optionsLoading}
              placeholder="Select stylist"
              isDisabled={submitting}
              onChange={(value) => change('stylist', value)}
            />
          )}
        </FormField>
      </Row>
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
