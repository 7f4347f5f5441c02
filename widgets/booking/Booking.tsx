import type { HostProps } from '../runtime';

export type BookingProps = HostProps & {
  mode?: string;
  open?: boolean;
  name?: string;
  email?: string;
  phone?: string;
  label?: string;
  apiBase?: string;
  onBooked?: (detail: { bookingId: string; startISO: string; endISO: string; label: string }) => void;
  onHoldexpired?: () => void;
  onClose?: () => void;
};

export function Booking(props: BookingProps) {
  return <div class="panel" part="panel">Booking ({props.mode ?? 'inline'})</div>;
}
