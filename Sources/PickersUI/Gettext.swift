import CGtk

/// The gettext domain of every string a person sees.
public let gettextDomain = "pickers"

/// Translates `text` through gettext (English under the C locale or without a catalogue).
public func tr(_ text: String) -> String {
  guard let translated = dgettext(gettextDomain, text) else { return text }
  return String(cString: translated)
}

/// Sets the locale from the environment and binds the text domain to `localeDirectory`.
public func setUpLocalization(localeDirectory: String) {
  setlocale(LC_ALL, "")
  bindtextdomain(gettextDomain, localeDirectory)
  bind_textdomain_codeset(gettextDomain, "UTF-8")
}
