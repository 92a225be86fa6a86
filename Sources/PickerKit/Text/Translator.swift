/// Turns the English texts PickerKit shows into the user's language.
///
/// PickerKit stays free of GTK and gettext: the app injects a translator built on its
/// message catalogue (`Translator.catalogue` in PickersUI, on `dgettext` and
/// `g_dpgettext2`), tests and headless use keep ``english``. Every text a model shows goes
/// through one: wheel names, alert texts, the rows of the data files, data-problem notices.
///
/// Texts with values use named placeholders, so a translation can reorder them:
/// `tr("You selected {character}!", ["character": name])`.
///
/// A word that means two things takes a context, which the catalogue keeps apart:
/// `trc("tab", "Date")` is the Date page's tab, `trc("wheel", "Date")` the wheel of days.
/// The rows of the data files are all looked up in their list's context ("character",
/// "filling", "fruit", …), the same ones `po/its/plist.its` gives them, so a page's word
/// never takes the translation of the same English in a data file.
///
/// `xgettext` finds the English texts by the keywords `tr`, `trc:1c,2`, ``Message`` and
/// ``translatable(_:)``. `trc` has a name of its own because `xgettext` reads Swift as
/// C: a `tr:1c,2` keyword would also take `tr("…", [values])` for a context.
public struct Translator: Sendable {
  private let lookup: @Sendable (_ context: String?, _ english: String) -> String

  /// A translator that looks each English text up with `lookup`, given its context (nil
  /// for a text without one); `lookup` returns `english` when it has no translation.
  public init(_ lookup: @escaping @Sendable (_ context: String?, _ english: String) -> String) {
    self.lookup = lookup
  }

  /// Shows every text in English, as written.
  public static let english = Translator { _, english in english }

  /// The translation of `english`; an empty text stays empty (gettext would give its
  /// catalogue's header).
  public func tr(_ english: String) -> String {
    english.isEmpty ? english : lookup(nil, english)
  }

  /// The translation of `template` with each `{name}` replaced by `values[name]`.
  public func tr(_ template: String, _ values: [String: String]) -> String {
    Message.fill(tr(template), values)
  }

  /// The translation of `message`, its values filled in.
  public func tr(_ message: Message) -> String { tr(message.template, message.values) }

  /// The translation of `english` where it means what `context` says (gettext's
  /// `pgettext`); an empty text stays empty.
  public func trc(_ context: String, _ english: String) -> String {
    english.isEmpty ? english : lookup(context, english)
  }

  /// The translation of `template` in `context`, each `{name}` replaced by `values[name]`.
  public func trc(_ context: String, _ template: String, _ values: [String: String]) -> String {
    Message.fill(trc(context, template), values)
  }
}

/// Marks `english` for translation where it is kept in a table and translated later,
/// when it is shown (gettext's `N_`): returns it unchanged.
@inlinable
public func translatable(_ english: String) -> String { english }
