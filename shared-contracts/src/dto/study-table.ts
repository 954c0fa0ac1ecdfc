/** study-table entities, pt field names exactly as the API sends them (owned by the mfe-study-table team). */
export {};
