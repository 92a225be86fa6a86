import CGtk
import PickerKit

/// The gettext domain of every string a person sees.
public let gettextDomain = "pickers"

/// Translates `text` through gettext (English under the C locale or without a catalogue).
public func tr(_ text: String) -> String {
  // gettext's catalogue header is the translation of "": an empty row stays empty.
  guard !text.isEmpty else { return text }
  // Without a translation dgettext returns its argument: copy the result while the
  // argument's C string is still alive.
  return text.withCString { message in
    guard let translated = dgettext(gettextDomain, message) else { return text }
    return String(cString: translated)
  }
}

extension Translator {
  /// Translates through the app's gettext catalogue (``tr(_:)``): the translator the app
  /// gives its PickerKit models.
  public static let catalogue = Translator { PickersUI.tr($0) }
}

/// Translates `template` and replaces each `{name}` in it by `values[name]`.
public func tr(_ template: String, _ values: [String: String]) -> String {
  Message.fill(tr(template), values)
}

/// Sets the locale from the environment and binds the text domain to `localeDirectory`.
public func setUpLocalization(localeDirectory: String) {
  setlocale(LC_ALL, "")
  bindtextdomain(gettextDomain, localeDirectory)
  bind_textdomain_codeset(gettextDomain, "UTF-8")
}
