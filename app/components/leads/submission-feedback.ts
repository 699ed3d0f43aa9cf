/** Spec 01 §8: 'Success!' for every contact form, and the destructive 'Error' with the server's message or this fallback. */
export const leadToasts = {
  success: { title: "Success!", description: "Your message has been received. We'll contact you shortly." },
  failure: { title: "Error", fallback: "There was an error submitting the form. Please try again." },
} as const;
