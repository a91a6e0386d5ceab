// The address the ROI calculator's island calls once it is used (a conversion of the visit: README,
// Visits). A module of its own, so the island's bundle carries this line and not the endpoint table.
export const ROI_USE_PATH = '/api/roi-calculator/uses';
