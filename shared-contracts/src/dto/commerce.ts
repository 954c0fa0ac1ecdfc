/** commerce entities, pt field names exactly as the API sends them (owned by the mfe-commerce team). */
export {};
