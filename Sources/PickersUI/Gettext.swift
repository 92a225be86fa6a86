import CGtk
import PickerKit

/// gettext's message catalogues, on glibc's `dgettext` and GLib's `g_dpgettext2`.
public enum TextDomain {
  /// The text domain of PickersUI's own few texts (a wheel's default name), "pickers"
  /// unless an app sets another before it builds a picker.
  @MainActor public static var pickersUI = "pickers"

  /// Sets the locale from the environment (`LANG`, `LC_ALL`, …) and binds `domain` to the
  /// catalogues under `localeDirectory` (`…/share/locale`), read as UTF-8.
  public static func bind(_ domain: String, localeDirectory: String) {
    setlocale(LC_ALL, "")
    FileName.withCString(localeDirectory) { _ = bindtextdomain(domain, $0) }
    bind_textdomain_codeset(domain, "UTF-8")
  }
}

extension Translator {
  /// Translates through the gettext catalogue of `domain`: `dgettext` for a text without a
  /// context, `g_dpgettext2` for one with (libintl has no `pgettext` to call). English
  /// under the C locale, or without a catalogue.
  public static func gettext(domain: String) -> Translator {
    Translator { context, english in
      // Without a translation both return their argument's own pointer: the result is
      // copied inside `withCString`, while the argument's C string is still alive (an
      // implicit conversion's string is freed as the call returns).
      english.withCString { message in
        guard let context else {
          return dgettext(domain, message).map { String(cString: $0) } ?? english
        }
        return g_dpgettext2(domain, context, message).map { String(cString: $0) } ?? english
      }
    }
  }
}
