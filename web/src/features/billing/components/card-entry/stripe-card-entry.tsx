import { billingMessages as m } from '@mesonet/shared/billing/billing.messages';
import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { useResolvedTheme } from '@/lib/theme-store';
import type { Theme } from '@/lib/theme-choice';
import { CardEntryError } from '../../api/payment-method';
import { cardFormNotLoaded, type CardEntryHandle, type CardFormProps } from './card-form';

interface MountedCard {
  stripe: Stripe;
  card: StripeCardElement;
  complete: boolean;
}

// Stripe draws the boxes in its own frame, where the app's CSS cannot reach: these copy the app.css
// tokens (--color-text, --color-muted, --color-error) of each theme.
const cardColours: Record<Theme, { text: string; muted: string; error: string }> = {
  light: { text: '#1b1f1d', muted: '#4b5550', error: '#b3261e' },
  dark: { text: '#e3e9e5', muted: '#a3aea8', error: '#ff8f86' },
};

function cardStyle(theme: Theme) {
  const colours = cardColours[theme];
  return {
    base: {
      color: colours.text,
      fontSize: '16px',
      fontFamily: 'system-ui, sans-serif',
      '::placeholder': { color: colours.muted },
    },
    invalid: { color: colours.error },
  };
}

type CardState = 'loading' | 'ready' | 'failed';

/** Loads Stripe.js and mounts its card element into mountRef's div; the latest onEdit/onLeave hear its events. */
function useStripeCard(publishableKey: string, onEdit: () => void, onLeave: () => void) {
  const mountRef = useRef<HTMLDivElement>(null);
  const mountedRef = useRef<MountedCard | null>(null);
  const onEditRef = useRef(onEdit);
  const onLeaveRef = useRef(onLeave);
  const [state, setState] = useState<CardState>('loading');

  useEffect(() => {
    onEditRef.current = onEdit;
    onLeaveRef.current = onLeave;
  }, [onEdit, onLeave]);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripe(publishableKey).then(
      (stripe) => {
        const target = mountRef.current;
        if (cancelled) return;
        if (!stripe || !target) {
          setState('failed');
          return;
        }
        const mounted: MountedCard = {
          stripe,
          card: stripe
            .elements({ locale: 'en-AU' })
            .create('card', { hidePostalCode: true, style: cardStyle('light') }),
          complete: false,
        };
        card = mounted.card;
        mounted.card.on('change', (event) => {
          mounted.complete = event.complete;
          onEditRef.current();
        });
        // Stripe's blur is the whole card element's: moving between its own boxes is not leaving it.
        mounted.card.on('blur', () => onLeaveRef.current());
        mounted.card.on('ready', () => setState('ready'));
        mounted.card.mount(target);
        mountedRef.current = mounted;
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      card?.destroy();
      mountedRef.current = null;
    };
  }, [publishableKey]);

  return { mountRef, mountedRef, state };
}

/** The card form's handle over whichever card element is mounted when it is called. */
function stripeCardHandle(mountedRef: RefObject<MountedCard | null>): CardEntryHandle {
  return {
    isComplete: () => mountedRef.current?.complete ?? false,
    focus: () => mountedRef.current?.card.focus(),
    createPaymentMethod: async (nameOnCard: string) => {
      const mounted = mountedRef.current;
      if (!mounted) throw new CardEntryError('unavailable', cardFormNotLoaded);
      if (!mounted.complete) throw new CardEntryError('incomplete', m.cardDetailsIncomplete);
      const result = await mounted.stripe.createPaymentMethod({
        type: 'card',
        card: mounted.card,
        billing_details: { name: nameOnCard },
      });
      if (result.error) {
        const { type, message, decline_code: declineCode } = result.error;
        const kind = type === 'card_error' || type === 'validation_error' ? 'declined' : 'unavailable';
        throw new CardEntryError(kind, message ?? '', declineCode ?? null);
      }
      return result.paymentMethod;
    },
  };
}

/**
 * Stripe Elements' card element (spec §7: the card goes from the browser to the processor with the
 * publishable key). Stripe.js comes from js.stripe.com, as Stripe requires: when it cannot be
 * reached the grower is told the form did not load rather than shown empty space.
 */
export function StripeCardEntry({
  publishableKey,
  handleRef,
  onEdit,
  onLeave,
  errorId,
}: CardFormProps & { publishableKey: string }) {
  const { mountRef, mountedRef, state } = useStripeCard(publishableKey, onEdit, onLeave);
  useImperativeHandle(handleRef, () => stripeCardHandle(mountedRef), [mountedRef]);
  const theme = useResolvedTheme();
  useEffect(() => {
    mountedRef.current?.card.update({ style: cardStyle(theme) });
  }, [mountedRef, theme, state]);

  if (state === 'failed') {
    return (
      <p className="card-entry__failed" role="alert">
        {cardFormNotLoaded}
      </p>
    );
  }
  return (
    <>
      {state === 'loading' ? <p className="card-entry__loading">Loading the card form…</p> : null}
      <div
        ref={mountRef}
        className="field__input card-entry__stripe"
        aria-describedby={errorId}
        hidden={state === 'loading'}
      />
    </>
  );
}
