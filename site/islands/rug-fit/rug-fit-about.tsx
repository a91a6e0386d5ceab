// What Rug Fit hands the contact form (decision 210), shown above its fields as the product
// inquiry's "About: {name}" is: the room's colours as the visitor kept them, the rugs they were
// shown and the mode, which all go with the message, and the one choice that is theirs to make:
// whether the room photo goes too (unticked until they tick it). No colour science here: the names
// come made, so the contact page's bundle carries none of it.
import type { PageStyleRules } from '../../lib/page-styles.tsx';
import type { RugFitRequest } from '../../../shared/contract/rug-fit.ts';
import { ROOM_PHOTO_CONSENT_LABEL } from '../../../shared/contract/rug-fit-send.ts';
import type { FitMode } from '../../../shared/domain/rug-fit/fit-modes.ts';
import { roundShare, type Swatch } from '../../../shared/domain/rug-fit/palette.ts';

export interface RugFitAttachment {
  /** The room's colours the visitor kept, each with its name. */
  palette: (Swatch & { name: string })[];
  mode: FitMode;
  /** The way's name as Rug Fit's page gave it (the owner's words). */
  modeLabel: string;
  /** The rugs shown, best first. */
  rugs: { id: number; name: string }[];
  /** The room photo as a send carries it, made only when the visitor sends it with their consent. */
  photo(): Promise<Blob>;
}

/** The `rugFit` of the message. */
export const rugFitRequestOf = (rugFit: RugFitAttachment, photoConsent: boolean): RugFitRequest => ({
  palette: rugFit.palette.map(({ color, share }) => ({ color, share: roundShare(share) })),
  productIds: rugFit.rugs.map((rug) => rug.id),
  mode: rugFit.mode,
  photoConsent,
});

const percent = (share: number) => `${Math.round(share * 100)}%`;

interface RugFitAboutProps {
  rugFit: RugFitAttachment;
  includePhoto: boolean;
  onIncludePhoto(include: boolean): void;
}

export function RugFitAbout({ rugFit, includePhoto, onIncludePhoto }: RugFitAboutProps) {
  return (
    <div className="rug-fit-about" data-testid="rug-fit-about">
      <p className="rug-fit-about-title">
        From Rug Fit: <strong>{rugFit.modeLabel}</strong>
      </p>
      <ul className="rug-fit-about-swatches" aria-label="Your room's colors, sent with your message">
        {rugFit.palette.map((swatch) => (
          <li key={swatch.color}>
            <span className="rug-fit-about-chip" style={{ background: swatch.color }} aria-hidden="true" />
            {swatch.name} {percent(swatch.share)}
          </li>
        ))}
      </ul>
      <p className="rug-fit-about-rugs">
        Rugs shown: <span>{rugFit.rugs.map((rug) => rug.name).join(', ')}</span>
      </p>
      <label className="rug-fit-about-consent">
        <input type="checkbox" checked={includePhoto} onChange={(event) => onIncludePhoto(event.currentTarget.checked)} />
        <span>
          {ROOM_PHOTO_CONSENT_LABEL}
          <span className="rug-fit-about-hint">Only if you tick this does your photo leave your device, without its location or camera details.</span>
        </span>
      </label>
    </div>
  );
}

export const rugFitAboutStyles: PageStyleRules = {
  '& .rug-fit-about': { display: 'flex', flexDirection: 'column', gap: '3', bg: 'ivory.100', borderWidth: '1px', borderColor: 'ivory.400', borderRadius: 'xl', p: '4' },
  '& .rug-fit-about-title': { color: 'walnut.800', '& strong': { color: 'walnut.900' } },
  '& .rug-fit-about-swatches': { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none', m: '0', p: '0', fontSize: 'sm', color: 'walnut.800' },
  '& .rug-fit-about-swatches li': { display: 'inline-flex', alignItems: 'center', gap: '1.5', bg: 'white', borderWidth: '1px', borderColor: 'ivory.400', borderRadius: 'full', py: '1', ps: '1', pe: '3' },
  '& .rug-fit-about-chip': { display: 'inline-block', w: '5', h: '5', borderRadius: 'full', boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)' },
  '& .rug-fit-about-rugs': { fontSize: 'sm', color: 'walnut.800', '& span': { fontWeight: '600', color: 'walnut.900' } },
  '& .rug-fit-about-consent': { display: 'flex', alignItems: 'flex-start', gap: '3', fontWeight: '600', color: 'walnut.900', cursor: 'pointer', '& input': { mt: '1', w: '5', h: '5', flexShrink: 0, accentColor: 'var(--chakra-colors-madder-700)' } },
  '& .rug-fit-about-hint': { display: 'block', fontWeight: '400', fontSize: 'sm', color: 'fg.muted' },
};
