import PickerKit

/// The Custom page: a five-reel slot machine.
///
/// `spin()` draws each reel from the injected random source and turns the wheels; the
/// rest of the spin is a timeline run by the injected `Scheduler`: at once the button
/// hides and the crunch sound plays; on a win, 0.5 s later the win sound plays, the label
/// reads "WINNER!" and the alert opens, and the button comes back 1.5 s after that; on a
/// loss the button comes back after 0.5 s. The win alert's button, "Spin again", spins at
/// once (``spinAgain()``). The view follows `onEvent`.
public final class SlotMachineModel: PickerOwningModel {
  /// The two sounds of a spin.
  public enum Sound: String, Sendable {
    /// The reels turning (`crunch.wav`).
    case crunch
    /// A win (`win.wav`).
    case win
  }

  /// What the view must show or play, in timeline order.
  public enum Event: Equatable, Sendable {
    /// Hide (true) or show the Spin button.
    case buttonHidden(Bool)
    /// Play a sound.
    case sound(Sound)
    /// Set the label under the reels ("" or "WINNER!").
    case label(String)
    /// Present an alert.
    case alert(Alert)
  }

  /// The number of reels.
  public static let reelCount = 5
  /// The label text of a win, in English (``winLabel`` is the translation shown).
  public static let winText = translatable("WINNER!")

  /// Reel 1 … Reel 5, each showing every symbol.
  public let wheels: [Wheel]
  /// The wheels this model drives.
  public let picker: any PickerView
  /// The symbols, in row order.
  public let symbols: [SlotSymbol]
  /// For each row, the first row of the same name: what a person sees on the reel. Rows
  /// of one name show one image and win together (a name given twice is a symbol that
  /// comes up twice as often, as on a real reel strip), and a run names that first row.
  private let faces: [Int]
  /// Told of every change the view must show, in order.
  public var onEvent: ((Event) -> Void)?

  /// Whether the Spin button is hidden (a spin is under way).
  public private(set) var isButtonHidden = false
  /// The win label's text: "" or "WINNER!".
  public private(set) var label = ""

  /// Whether the reels are turning: from a spin to its outcome, 0.5 s later.
  private var isRolling = false
  /// How many spins have started; each scheduled step checks it is its spin's.
  private var spins = 0
  private var random: AnyRandom
  private let scheduler: any Scheduler
  private let translator: Translator

  /// A slot machine over `symbols`, drawing from `random`, timed by `scheduler`, worded by
  /// `translator` (reel names, symbol names, the win label and alert).
  public init(
    symbols: [SlotSymbol], random: some RandomNumberGenerator, scheduler: any Scheduler,
    translator: Translator = .english, rowHeight: Double = 64, picker: any PickerView = Picker()
  ) {
    self.symbols = symbols
    var first: [String: Int] = [:]
    for (row, symbol) in symbols.enumerated() where first[symbol.name] == nil {
      first[symbol.name] = row
    }
    faces = symbols.map { first[$0.name] ?? 0 }
    self.translator = translator
    // The same rows on every reel: translated once.
    let titles = symbols.map { translator.trc("slot symbol", $0.name) }
    let images = symbols.map(\.name)
    wheels = (1...Self.reelCount).map {
      Wheel(
        // Translators: the accessible name of a slot machine reel (1 to 5).
        name: translator.trc("wheel", "Reel {number}", ["number": String($0)]),
        // A reel is a loop of symbols, at rest as while it rolls.
        titles: titles, images: images, rowHeight: rowHeight, looping: true)
    }
    self.random = AnyRandom(base: random)
    self.scheduler = scheduler
    self.picker = picker
    picker.attach(self)
  }

  /// The symbol row each reel shows.
  public var reels: [Int] { (0..<Self.reelCount).map { picker.selectedRow(inComponent: $0) } }

  /// Spins the reels, unless a spin is under way (then returns `nil`). Returns the new
  /// reels and the winning run, if any.
  @discardableResult
  public func spin() -> (reels: [Int], win: SlotRun?)? {
    guard !isButtonHidden else { return nil }
    return startSpin()
  }

  /// The win alert's "Spin again": spins at once, without waiting the 1.5 s for the Spin
  /// button to come back (it stays hidden through the new spin). `nil` while the reels
  /// still turn.
  @discardableResult
  public func spinAgain() -> (reels: [Int], win: SlotRun?)? {
    guard !isRolling else { return nil }
    return startSpin()
  }

  private func startSpin() -> (reels: [Int], win: SlotRun?)? {
    guard !symbols.isEmpty else { return nil }
    let drawn = (0..<Self.reelCount).map { _ in Int.random(in: 0..<symbols.count, using: &random) }
    for (reel, row) in drawn.enumerated() {
      picker.selectRow(row, inComponent: reel, animated: true)
    }
    let win = SlotRun.winning(in: drawn.map { faces[$0] })
    spins += 1
    let spin = spins
    isRolling = true
    if !isButtonHidden { setButtonHidden(true) }
    setLabel("")
    onEvent?(.sound(.crunch))
    // Each step belongs to its spin: a spin started by "Spin again" forgets the button the
    // spin before would bring back.
    scheduler.schedule(after: 0.5) { [weak self] in
      guard let self, self.spins == spin else { return }
      self.isRolling = false
      guard let win else { return self.setButtonHidden(false) }
      self.onEvent?(.sound(.win))
      self.setLabel(self.winLabel)
      self.onEvent?(.alert(self.alert(for: win)))
      self.scheduler.schedule(after: 1.5) { [weak self] in
        guard let self, self.spins == spin else { return }
        self.setButtonHidden(false)
      }
    }
    return (drawn, win)
  }

  /// The label of a win, translated: "WINNER!".
  public var winLabel: String { translator.tr(Self.winText) }

  /// The alert of a win: "WINNER!" / "Three cherries in a row!" / "Spin again".
  public func alert(for run: SlotRun) -> Alert {
    Alert(title: winLabel, message: sentence(for: run), buttonText: translator.tr("Spin again"))
  }

  /// "Three cherries in a row!", "Five sevens in a row!".
  public func sentence(for run: SlotRun) -> String {
    let counts = [
      // Translators: how many symbols are in a row, for "{count} {symbols} in a row!"
      // (with a measure word where your language uses one).
      3: translator.tr("Three"),
      // Translators: as "Three": four symbols in a row.
      4: translator.tr("Four"),
      // Translators: as "Three": five symbols in a row.
      5: translator.tr("Five"),
    ]
    let count = counts[run.length] ?? String(run.length)
    let plural =
      symbols.indices.contains(run.symbol)
      ? translator.trc("slot symbols", symbols[run.symbol].plural) : translator.tr("symbols")
    // Translators: the message of the win alert: "Three cherries in a row!".
    return translator.tr("{count} {symbols} in a row!", ["count": count, "symbols": plural])
  }

  private func setButtonHidden(_ hidden: Bool) {
    isButtonHidden = hidden
    onEvent?(.buttonHidden(hidden))
  }

  private func setLabel(_ text: String) {
    label = text
    onEvent?(.label(text))
  }
}
