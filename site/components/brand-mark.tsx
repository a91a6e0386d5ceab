// The house mark: a small knotted-rug medallion with fringe, drawn inline so it never loads late.
import { brandColors } from '../../shared/brand.ts';

const { madder, saffron, indigo, ivory } = brandColors;

export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="6" y="4" width="28" height="32" rx="2" fill={madder[600]} />
      <rect x="9" y="7" width="22" height="26" rx="1" fill="none" stroke={saffron[300]} strokeWidth="1.4" />
      <path d="M20 11 L27 20 L20 29 L13 20 Z" fill={indigo[600]} stroke={saffron[300]} strokeWidth="1.2" />
      <circle cx="20" cy="20" r="2.4" fill={ivory[50]} />
      <g stroke={ivory[400]} strokeWidth="1.2" strokeLinecap="round">
        <path d="M9 36v3M13 36v3M17 36v3M21 36v3M25 36v3M29 36v3M31 36v3" />
        <path d="M9 1v3M13 1v3M17 1v3M21 1v3M25 1v3M29 1v3M31 1v3" />
      </g>
    </svg>
  );
}
