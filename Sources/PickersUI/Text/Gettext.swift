import CGtk
import PickerKit

/// gettext's message catalogues, on glibc's `dgettext` and GLib's `g_dpgettext2`.
///
/// PickersUI's own few texts (a wheel's default name, "Wheel {number}") are looked up in
/// the program's default text domain, the app's own, as `gettext()` looks up a C
/// program's: put them in your catalogue to translate them (PickersUI's documentation,
/// "Logs and translations", lists them).
public enum TextDomain {
  /// Sets the locale from the environment (`LANG`, `LC_ALL`, …), binds `domain` to the
  /// catalogues under `localeDirectory` (`…/share/locale`), read as UTF-8, and makes it the
  /// program's default domain (`textdomain`), where PickersUI's own texts are looked up.
  /// For the app's own domain, once, at start: a library binding a catalogue of its own
  /// calls `bindtextdomain` and translates with `Translator.gettext(domain:)`.
  public static func bind(_ domain: String, localeDirectory: String) {
    setlocale(LC_ALL, "")
    FileName.withCString(localeDirectory) { _ = bindtextdomain(domain, $0) }
    bind_textdomain_codeset(domain, "UTF-8")
    textdomain(domain)
  }

  /// The program's default text domain ("messages" until an app sets one).
  public static var current: String { String(cString: textdomain(nil)) }
}

extension Translator {
  /// Translates through the gettext catalogue of `domain`, or of the program's default
  /// domain when it is nil: `dgettext` for a text without a context, `g_dpgettext2` for
  /// one with (libintl has no `pgettext` to call). English under the C locale, or without
  /// a catalogue.
  public static func gettext(domain: String? = nil) -> Translator {
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
