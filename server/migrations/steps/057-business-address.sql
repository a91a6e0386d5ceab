-- The business's address (decision 135): an optional street address and ZIP code, and
-- an optional note on visits ("By appointment only"), shown on the contact page and the footer and
-- written into the LocalBusiness JSON-LD. NULL is none: the city setting stands alone, as before.
ALTER TABLE site_settings ADD COLUMN street_address TEXT;
ALTER TABLE site_settings ADD COLUMN postal_code TEXT;
ALTER TABLE site_settings ADD COLUMN address_note TEXT;
