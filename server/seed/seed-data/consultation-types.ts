// The consultation a new site offers: the spec's call to action ("book a complimentary AI Rug Fit
// Consultation"), 30 minutes, free. The owner adds others (a 60-minute in-home walkthrough...).
export const seedConsultationTypes = [
  {
    name: 'Free 30-minute AI Rug Fit Consultation',
    slug: 'ai-rug-fit-consultation',
    durationMinutes: 30,
    description:
      'Thirty minutes with a consultant: your room, your budget and what you want the rug to do. We bring AI room matching and our trade prices, and you leave with a short list of rugs that fit. Free, with no obligation.',
    locationNote: 'By phone or video call; we send the link before the call',
    active: true,
    displayOrder: 1,
  },
] as const;
