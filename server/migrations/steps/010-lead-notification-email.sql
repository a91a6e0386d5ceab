-- Where new-lead emails go (Settings: "Send new-lead emails to"); NULL means the site's contact
-- email (site_settings.email). Read by the new-lead mail; only the admin sees it.
ALTER TABLE site_settings ADD COLUMN notification_email TEXT;
