import PickerKit
import PickersUI

/// The app's gettext domain: its catalogues are `pickers.mo`.
let textDomain = "pickers"

extension Translator {
  /// The app's catalogue: the translator it gives its PickerKit models, and the one
  /// ``tr(_:)`` uses.
  static let catalogue = Translator.gettext(domain: textDomain)
}

/// Translates `text` through the app's catalogue (English under the C locale).
func tr(_ text: String) -> String { Translator.catalogue.tr(text) }

/// Translates `template` and replaces each `{name}` in it by `values[name]`.
func tr(_ template: String, _ values: [String: String]) -> String {
  Translator.catalogue.tr(template, values)
}
