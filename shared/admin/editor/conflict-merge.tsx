// Whether the conflict view merges three ways (decision 101): the studio asks for it (DECISIONS
// section 8); the web admin keeps its two-way view.
import { createContext, useContext } from 'react';

const ThreeWayMerge = createContext(false);

export const ThreeWayMergeProvider = ThreeWayMerge.Provider;

export const useThreeWayMerge = () => useContext(ThreeWayMerge);
