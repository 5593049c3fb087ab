import { createFormModalArgs, serverErrorStory, updateFormStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { StylistFormModal } from './StylistFormModal';
import { EMPTY_STYLIST_FORM } from './validate-stylist';

const meta = {
  title: 'Modals/Stylists/StylistFormModal',
  component: StylistFormModal,
  args: createFormModalArgs(EMPTY_STYLIST_FORM),
} satisfies Meta<typeof StylistFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = updateFormStory({
  ...EMPTY_STYLIST_FORM,
  name: 'Stella Romano',
  email: 'stylist@example.com',
  phone: '2125550105',
  address: '233 East 17th Street',
  gender: 'female',
});

export const Validation: Story = {
  play: dialogSubmitRefusedPlay('Add', [
    'Please enter name',
    'Please enter email address',
    'Please enter phone',
    'Please enter address',
    'Please select gender.',
    'Please enter password',
    'Please select files to upload',
  ]),
};

export const ServerMessage: Story = serverErrorStory('An account with this email address already exists');
