/// Turns the English texts PickerKit shows into the user's language.
///
/// PickerKit stays free of GTK and gettext: the app injects a translator built on its
/// message catalogue (`Translator { dgettext("pickers", $0) }`), tests and headless use
/// keep ``english``. Every text a model shows goes through one: wheel names, alert texts,
/// the rows of the data files, data-problem notices.
///
/// Texts with values use named placeholders, so a translation can reorder them:
/// `tr("You selected {character}!", ["character": name])`. `xgettext` finds the English
/// texts by the keywords `tr`, ``Message`` and ``translatable(_:)``.
public struct Translator: Sendable {
  private let lookup: @Sendable (String) -> String

  /// A translator that looks each English text up with `lookup` (which returns its
  /// argument when it has no translation).
  public init(_ lookup: @escaping @Sendable (String) -> String) {
    self.lookup = lookup
  }

  /// Shows every text in English, as written.
  public static let english = Translator { $0 }

  /// The translation of `english`; an empty text stays empty (gettext would give its
  /// catalogue's header).
  public func tr(_ english: String) -> String { english.isEmpty ? english : lookup(english) }

  /// The translation of `template` with each `{name}` replaced by `values[name]`.
  public func tr(_ template: String, _ values: [String: String]) -> String {
    Message.fill(tr(template), values)
  }

  /// The translation of `message`, its values filled in.
  public func tr(_ message: Message) -> String { tr(message.template, message.values) }
}

/// Marks `english` for translation where it is kept in a table and translated later,
/// when it is shown (gettext's `N_`): returns it unchanged.
@inlinable
public func translatable(_ english: String) -> String { english }
