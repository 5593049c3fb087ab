import { Modal } from '../../../primitives/Modal';
import { DetailList } from '../../../patterns/DetailList';
import { Body, Head, Photo, Status } from './SalonSubscriptionModal.styles';

export interface SalonSubscriptionDetail {
  salonName: string;
  photo: string | null;
  email: string;
  phone: string;
  plan: string;
  /** DD-MM-YYYY. */
  startDate: string;
  endDate: string;
  active: boolean;
  /** 'Expires in 3 months' / 'Expired 2 days ago'. */
  expiryText: string;
}

export interface SalonSubscriptionModalProps {
  /** Open while set; closing clears the selection in the parent. */
  subscription: SalonSubscriptionDetail | null;
  onClose: () => void;
}

/** The Salon Subscription modal of the admin's dashboard. */
export function SalonSubscriptionModal({ subscription, onClose }: SalonSubscriptionModalProps) {
  return (
    <Modal open={subscription !== null} onClose={onClose} title="Salon Subscription">
      {subscription && (
        <Body>
          <Head>
            {subscription.photo && <Photo src={subscription.photo} alt={subscription.salonName} />}
            <div>
              <strong>{subscription.salonName}</strong>
              <div>
                <Status $active={subscription.active}>{subscription.active ? 'Active' : 'Expired'}</Status>{' '}
                {subscription.expiryText}
              </div>
            </div>
          </Head>
          <DetailList
            items={[
              { term: 'Email', value: subscription.email },
              { term: 'Phone', value: subscription.phone },
              { term: 'Plan', value: subscription.plan },
              { term: 'Start date', value: subscription.startDate },
              { term: 'End date', value: subscription.endDate },
            ]}
          />
        </Body>
      )}
    </Modal>
  );
}
