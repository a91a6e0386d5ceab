// Whether the conflict view merges three ways (decision 010): the studio asks for it, its changes
// having waited offline; the web admin keeps its two-way view.
import { createContext, useContext } from 'react';

const ThreeWayMerge = createContext(false);

export const ThreeWayMergeProvider = ThreeWayMerge.Provider;

export const useThreeWayMerge = () => useContext(ThreeWayMerge);
