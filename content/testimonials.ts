/** Three client testimonials used on /services, /why-choose-us, /clients and /contact (spec ratings 5.0, 5.0, 4.8). */
export const testimonials = [
  {
    id: 1,
    content:
      "Stratum took our 2D consultant set for a 180,000 sq ft medical office building and gave us coordinated LOD 350 models in nine weeks. Their RFI log found problems our own review had missed, and we priced the job with far more confidence.",
    author: "Daniel Reyes",
    position: "Director of Preconstruction",
    company: "Meridian Builders, Texas",
    projectType: "BIM Services",
    rating: 5.0,
  },
  {
    id: 2,
    content:
      "We moved rebar detailing for three parking structures to Stratum. Placing drawings and bar lists came back checked against CSA A23.3, the RSIC Manual of Standard Practice and our shop's bend shapes, and shop drawing turnaround dropped from two weeks to four working days.",
    author: "Priya Natarajan",
    position: "Engineering Manager",
    company: "Coastline Reinforcing Ltd, Ontario",
    projectType: "Rebar Detailing",
    rating: 5.0,
  },
  {
    id: 3,
    content:
      "The Scan-to-BIM survey models of our hospital estate were accurate to the tolerances we specified and arrived in our naming convention. One round of comments, answered within 24 hours, and the models went straight into our CAFM work.",
    author: "Helen Ashworth",
    position: "Head of Estates Information",
    company: "Northgate Healthcare Estates, UK",
    projectType: "Scan-to-BIM",
    rating: 4.8,
  },
] as const;
