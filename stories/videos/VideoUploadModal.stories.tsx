import { videoFailures, videoHandlers } from '@salon/api/mocks/handlers/videos';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { cardOf, clip, openUpload, type Args, VIDEOS_PAGE_META, videosParameters } from './videos-story';
import type { VideosStory as Story } from './videos-story';
import { expectToast } from '../support/expect';
import { clickButton } from '../support/form';

/** 'Upload Video' on /videos (spec 2 §5 "Video upload"). */
export default {
  ...VIDEOS_PAGE_META,
  parameters: { ...videosParameters() },
  title: 'Catalogue/Videos/VideoUploadModal',
  tags: ['catalogue:video-upload-modal'],
} satisfies Meta<Args>;

async function fill(canvasElement: HTMLElement, stylist: string | null = 'Priya Shah') {
  const dialog = await openUpload(canvasElement);
  await userEvent.type(dialog.getByLabelText(/Video Title/), 'Curtain bangs');
  await userEvent.type(dialog.getByLabelText(/Video Description/), 'Soft curtain bangs in five steps.');
  await userEvent.click(dialog.getByLabelText(/Video Category/));
  await userEvent.click(await screen.findByRole('option', { name: 'Behind the Chair' }));
  if (stylist) {
    await userEvent.click(dialog.getByLabelText(/Stylist/));
    await userEvent.click(await screen.findByRole('option', { name: stylist }));
  }
  await userEvent.upload(dialog.getByLabelText(/^Video\W*$/), clip());
  return dialog;
}

export const Default: Story = {
  tags: ['role:salon', 'state:default'],
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await fill(canvasElement);
    await expect(dialog.getByText('MP4, WebM, MOV or Ogg, up to 100 MB.')).toBeVisible();
    // The disabled category is not offered.
    await clickButton(dialog, 'Upload');
    await expectToast('Video uploaded successfully');
    await cardOf(canvasElement, 'Curtain bangs');
  },
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    await userEvent.click(dialog.getByLabelText(/Video Category/));
    await expect(await screen.findByRole('option', { name: 'Tutorials' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'Product Reviews' })).toBeNull();
  },
};

/** A stylist uploads as themself: their name is preselected. */
export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    await waitFor(() => expect(dialog.getByText('Stella Stylist')).toBeVisible());
  },
};

/** Every field failing: the spec's messages in order, then a file that is not a video. */
export const Validation: Story = {
  tags: ['role:superadmin', 'state:validation'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    await clickButton(dialog, 'Upload');
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Please enter video title',
        'Please enter video description',
        'Please select video category',
        'Please select video stylist',
        'Please select a video',
      ]),
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      dialog.getByLabelText(/^Video\W*$/),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    await expect(await dialog.findByText('Please select a valid video file')).toBeVisible();
  },
};

export const Submitting: Story = {
  tags: ['role:salon', 'state:submitting'],
  parameters: { msw: { handlers: { videos: [videoFailures.uploadPending, ...videoHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await fill(canvasElement);
    await clickButton(dialog, 'Upload');
    await expect(await dialog.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(dialog.getByLabelText(/Video Title/)).toBeDisabled();
  },
};
