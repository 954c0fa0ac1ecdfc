/** submissions entities, pt field names exactly as the API sends them (owned by the mfe-submissions team). */
export {};
