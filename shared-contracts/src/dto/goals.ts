/** goals entities, pt field names exactly as the API sends them (owned by the mfe-goals team). */
export {};
