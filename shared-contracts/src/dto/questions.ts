/** questions entities, pt field names exactly as the API sends them (owned by the mfe-questions team). */
export {};
