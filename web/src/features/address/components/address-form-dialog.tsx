import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AddressFieldsFragment } from '../../../graphql/generated/graphql';
import { AddressForm } from './address-form.js';

export type AddressFormDialogProps = {
  open: boolean;
  /** The address to edit; adding when absent. */
  address?: AddressFieldsFragment | undefined;
  first: boolean;
  onDone: (address: AddressFieldsFragment) => void;
  onClose: () => void;
};

/**
 * The address form in a react-aria modal (decision 0015): focus contained and given back to the opener,
 * Escape closes. An outside click does not, so a half-typed address is not lost by a stray click.
 */
export function AddressFormDialog({ open, address, first, onDone, onClose }: AddressFormDialogProps) {
  const { t } = useTranslation('address');
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="z-overlay fixed inset-0 flex items-start justify-center overflow-y-auto bg-black/70 p-4 backdrop-blur-sm sm:items-center"
    >
      <Modal className="w-full max-w-2xl">
        <Dialog className="relative rounded-3xl bg-surface p-6 shadow-2xl shadow-black/60 outline-none! ring-1 ring-line sm:p-8">
          <Heading slot="title" className="mb-5 font-semibold text-ink text-lg">
            {t(address ? 'form.editTitle' : 'form.addTitle')}
          </Heading>
          <AddressForm
            key={address?.id ?? 'new'}
            address={address}
            first={first}
            onDone={onDone}
            onCancel={onClose}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
