import CGtk
import PickerKit

/// The gettext domain of every string a person sees.
public let gettextDomain = "pickers"

extension Translator {
  /// Translates through the app's gettext catalogue: `dgettext` for a text without a
  /// context, GLib's `g_dpgettext2` for one with (libintl has no `pgettext` to call).
  /// The translator the app gives its PickerKit models, and the one ``tr(_:)`` uses; the
  /// app's own texts that need a context call its `trc`.
  public static let catalogue = Translator { context, english in
    // Without a translation both return their argument: copy the result while the
    // argument's C string is still alive.
    gettextDomain.withCString { domain in
      english.withCString { message in
        guard let context else {
          return dgettext(domain, message).map { String(cString: $0) } ?? english
        }
        return context.withCString { context in
          g_dpgettext2(domain, context, message).map { String(cString: $0) } ?? english
        }
      }
    }
  }
}

/// Translates `text` through the catalogue (English under the C locale or without one).
public func tr(_ text: String) -> String { Translator.catalogue.tr(text) }

/// Translates `template` and replaces each `{name}` in it by `values[name]`.
public func tr(_ template: String, _ values: [String: String]) -> String {
  Translator.catalogue.tr(template, values)
}

/// Sets the locale from the environment and binds the text domain to `localeDirectory`.
public func setUpLocalization(localeDirectory: String) {
  setlocale(LC_ALL, "")
  gettextDomain.withCString { domain in
    localeDirectory.withCString { _ = bindtextdomain(domain, $0) }
    bind_textdomain_codeset(domain, "UTF-8")
  }
}
