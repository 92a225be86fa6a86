import PickerKit
import PickersModels
import Testing

/// A random source that always returns 1: `Int.random(in: 0..<n)` then always draws 0.
private struct AlwaysOne: RandomNumberGenerator {
  mutating func next() -> UInt64 { 1 }
}

@Suite("Slot machine")
struct SlotMachineTests {
  static let symbols: [SlotSymbol] = {
    do { return try repositoryData.slotSymbols() } catch { preconditionFailure("\(error)") }
  }()

  @Test(
    "win detection on hand-made reels",
    arguments: [
      ([3, 3, 3, 1, 2], SlotRun(symbol: 3, start: 0, length: 3)),  // run at the start
      ([1, 4, 4, 4, 2], SlotRun(symbol: 4, start: 1, length: 3)),  // in the middle
      ([1, 2, 5, 5, 5], SlotRun(symbol: 5, start: 2, length: 3)),  // at the end
      ([0, 0, 0, 0, 2], SlotRun(symbol: 0, start: 0, length: 4)),  // four
      ([2, 1, 1, 1, 1], SlotRun(symbol: 1, start: 1, length: 4)),  // four at the end
      ([5, 5, 5, 5, 5], SlotRun(symbol: 5, start: 0, length: 5)),  // five
      ([1, 1, 2, 2, 2], SlotRun(symbol: 2, start: 2, length: 3)),  // a two and a three
    ] as [([Int], SlotRun)])
  func wins(reels: [Int], run: SlotRun) {
    #expect(SlotRun.winning(in: reels) == run)
  }

  @Test("rows of one name win together: a reel strip may hold a symbol twice")
  func equalNamesWin() throws {
    let seven = SlotSymbol(name: "seven", plural: "sevens")
    let cherry = SlotSymbol(name: "cherry", plural: "cherries")
    let allSevens = SlotMachineModel(
      symbols: Array(repeating: seven, count: 6), random: SeededRandom(seed: 7),
      scheduler: ManualScheduler())
    let spin = try #require(allSevens.spin())
    #expect(Set(spin.reels).count > 1, "the reels stopped on different rows: \(spin.reels)")
    #expect(spin.win == SlotRun(symbol: 0, start: 0, length: 5))
    #expect(allSevens.alert(for: try #require(spin.win)).message == "Five sevens in a row!")
    // Rows 0 and 2 are both cherries: a run may mix them.
    var mixedWins = 0
    for seed in 0..<300 {
      let model = SlotMachineModel(
        symbols: [cherry, seven, cherry], random: SeededRandom(seed: UInt64(seed)),
        scheduler: ManualScheduler())
      let spin = try #require(model.spin())
      #expect(spin.win == SlotRun.winning(in: spin.reels.map { $0 == 2 ? 0 : $0 }), "\(spin)")
      if let win = spin.win, Set(spin.reels[win.start..<win.start + win.length]).count > 1 {
        mixedWins += 1
      }
    }
    #expect(mixedWins > 0, "no spin of 300 won with both cherry rows")
  }

  @Test(
    "no win",
    arguments: [
      [1, 1, 2, 2, 3],  // two runs of two lose
      [0, 1, 0, 1, 0],
      [1, 2, 3, 4, 5],
      [4, 4, 1, 4, 4],  // four of a kind, not adjacent
      [0, 1, 1, 0, 0],
    ])
  func loses(reels: [Int]) {
    #expect(SlotRun.winning(in: reels) == nil)
  }

  @Test func longestOfNoReelsIsNil() {
    #expect(SlotRun.longest(in: []) == nil)
    #expect(SlotRun.longest(in: [4]) == SlotRun(symbol: 4, start: 0, length: 1))
  }

  @Test func wheelsAreFiveReelsOfSixImages() {
    let picker = Picker()
    let model = SlotMachineModel(
      symbols: Self.symbols, random: SeededRandom(seed: 0), scheduler: ManualScheduler(),
      picker: picker)
    #expect(picker.numberOfComponents == 5)
    #expect((0..<5).allSatisfy { picker.numberOfRows(inComponent: $0) == 6 })
    #expect(model.wheels.map(\.name) == ["Reel 1", "Reel 2", "Reel 3", "Reel 4", "Reel 5"])
    #expect(model.picker(picker, imageForRow: 3, forComponent: 2) == "cherry")
    #expect(model.picker(picker, titleForRow: 0, forComponent: 4) == "seven")
    #expect(Self.symbols.map(\.name) == ["seven", "bar", "crown", "cherry", "lemon", "apple"])
  }

  @Test("seeded spins are reproducible", arguments: [0, 1, 42, 2026] as [UInt64])
  func reproducible(seed: UInt64) {
    func spins() -> [[Int]] {
      let scheduler = ManualScheduler()
      let model = SlotMachineModel(
        symbols: Self.symbols, random: SeededRandom(seed: seed), scheduler: scheduler)
      return (0..<20).map { _ in
        let reels = model.spin()?.reels ?? []
        scheduler.advance(by: 3)
        return reels
      }
    }
    let first = spins()
    #expect(first == spins())
    #expect(first.allSatisfy { $0.count == 5 && $0.allSatisfy { (0..<6).contains($0) } })
    #expect(Set(first).count > 1, "a seeded generator should still vary between spins")
  }

  @Test func reelsAreDrawnIndependentlyAndCoverEverySymbol() {
    let scheduler = ManualScheduler()
    let model = SlotMachineModel(
      symbols: Self.symbols, random: SeededRandom(seed: 7), scheduler: scheduler)
    var counts = Array(repeating: Array(repeating: 0, count: 6), count: 5)
    var wins = 0
    for _ in 0..<3_000 {
      guard let result = model.spin() else {
        Issue.record("spin refused")
        return
      }
      for (reel, row) in result.reels.enumerated() { counts[reel][row] += 1 }
      if result.win != nil { wins += 1 }
      #expect(model.reels == result.reels)
      scheduler.advance(by: 2)
    }
    // 500 expected per cell; independent uniform draws stay well within ±25 %.
    #expect(counts.joined().allSatisfy { (375...625).contains($0) })
    // P(win) for 5 reels of 6 symbols, 3+ adjacent: 3·(1/36)·... ≈ 0.0787 → ~236 in 3,000.
    #expect((150...330).contains(wins))
  }

  @Test func losingTimelineOnAManualClock() {
    let scheduler = ManualScheduler()
    let model = SlotMachineModel(
      symbols: Self.symbols, random: SeededRandom(seed: 0), scheduler: scheduler)
    var events: [(Double, SlotMachineModel.Event)] = []
    model.onEvent = { events.append((scheduler.now, $0)) }
    var result = model.spin()
    while result?.win != nil {  // find a losing spin
      scheduler.advance(by: 5)
      events.removeAll()
      result = model.spin()
    }
    #expect(model.isButtonHidden)
    #expect(model.spin() == nil, "a second spin during a spin is ignored")
    scheduler.advance(by: 0.49)
    #expect(model.isButtonHidden)
    scheduler.advance(by: 0.01)
    #expect(!model.isButtonHidden)
    #expect(
      events.map(\.1) == [.buttonHidden(true), .label(""), .sound(.crunch), .buttonHidden(false)])
    #expect(events.map(\.0) == [0, 0, 0, 0.5].map { $0 + events[0].0 })
    #expect(scheduler.pendingCount == 0)
  }

  @Test func winningTimelineOnAManualClock() throws {
    let scheduler = ManualScheduler()
    let model = SlotMachineModel(
      symbols: Self.symbols, random: SeededRandom(seed: 3), scheduler: scheduler)
    var events: [(Double, SlotMachineModel.Event)] = []
    model.onEvent = { events.append((scheduler.now, $0)) }
    var result = model.spin()
    var spins = 1
    while result?.win == nil, spins < 500 {
      scheduler.advance(by: 5)
      result = model.spin()
      spins += 1
    }
    let win = try #require(result?.win)
    events = events.filter { $0.0 >= scheduler.now }
    let start = scheduler.now
    scheduler.advance(by: 0.5)
    #expect(model.label == "WINNER!")
    #expect(model.isButtonHidden)
    scheduler.advance(by: 1.49)
    #expect(model.isButtonHidden)
    scheduler.advance(by: 0.01)
    #expect(!model.isButtonHidden)
    #expect(
      events.map(\.1) == [
        .buttonHidden(true), .label(""), .sound(.crunch), .sound(.win), .label("WINNER!"),
        .alert(model.alert(for: win)), .buttonHidden(false),
      ])
    #expect(events.map { $0.0 - start } == [0, 0, 0, 0.5, 0.5, 0.5, 2.0])
  }

  @Test func theWinAlertsSpinAgainSpinsAtOnceButNotWhileReelsTurn() throws {
    let scheduler = ManualScheduler()
    let model = SlotMachineModel(symbols: Self.symbols, random: AlwaysOne(), scheduler: scheduler)
    var events: [SlotMachineModel.Event] = []
    model.onEvent = { events.append($0) }
    #expect(model.spin()?.win != nil)  // five sevens
    #expect(model.spinAgain() == nil, "no alert yet: the reels still turn")
    scheduler.advance(by: 0.5)
    #expect(model.isButtonHidden, "the button waits 1.5 s after a win")
    events = []
    // "Spin again" 0.3 s into those 1.5 s: a spin at once, the button still hidden.
    scheduler.advance(by: 0.3)
    #expect(model.spinAgain() != nil)
    #expect(events == [.label(""), .sound(.crunch)])
    // The first spin's button coming back (at 2.0 s) is forgotten: this spin's comes.
    scheduler.advance(by: 1.2)
    #expect(model.isButtonHidden, "the second spin's win keeps the button hidden")
    scheduler.advance(by: 0.8)
    #expect(!model.isButtonHidden)
    #expect(events.filter { $0 == .buttonHidden(false) }.count == 1)
    #expect(model.spinAgain() != nil, "an alert left open: its button spins later too")
  }

  @Test func nextSpinClearsTheLabel() throws {
    let scheduler = ManualScheduler()
    let model = SlotMachineModel(
      symbols: Self.symbols, random: AlwaysOne(), scheduler: scheduler)
    // A generator that always returns 0 draws symbol 0 on every reel: five sevens.
    let result = try #require(model.spin())
    #expect(result.reels == [0, 0, 0, 0, 0])
    #expect(result.win == SlotRun(symbol: 0, start: 0, length: 5))
    scheduler.advance(by: 2)
    #expect(model.label == "WINNER!")
    model.spin()
    #expect(model.label == "")
  }

  @Test func reelsLoop() {
    let model = SlotMachineModel(
      symbols: SlotMachineTests.symbols, random: SeededRandom(seed: 0),
      scheduler: ManualScheduler())
    let picker = model.picker as? Picker
    #expect((0..<5).allSatisfy { picker?.rows(inComponent: $0).loops == true })
  }
}
