import PickerKit
import PickersModels
import Testing

/// A translator that brackets every text it translates (placeholders are filled after
/// translation, so a value stays outside the brackets): a text shown without brackets
/// did not go through the translator.
let bracketing = Translator { _, english in "⟦\(english)⟧" }

/// A small catalogue, as a .mo file would give: Traditional Chinese for a few texts, a
/// text in a context keyed as gettext keys it, "context\u{4}English".
private let taiwanese = Translator { context, english in
  [
    "You selected {character}!": "你選擇了{character}！",
    "Your {filling} on {bread} bread will be right up.": "你點的{bread}夾{filling}馬上就來。",
    "character\u{4}Luke": "路克", "filling\u{4}Ham": "火腿", "bread\u{4}Rye": "裸麥麵包",
    "Orange": "橙色", "fruit\u{4}Orange": "柳橙",
  ][context.map { "\($0)\u{4}\(english)" } ?? english] ?? english
}

/// Whether `text` is made only of bracketed translations, the `values` filled in, and
/// the punctuation between them.
func isTranslated(_ text: String, values: [String] = []) -> Bool {
  var rest = text
  for value in values { rest = rest.replacingAll(value, with: "") }
  var outside = ""
  var depth = 0
  for character in rest {
    if character == "⟦" {
      depth += 1
    } else if character == "⟧" {
      depth -= 1
    } else if depth == 0 {
      outside.append(character)
    }
  }
  return depth == 0 && outside.allSatisfy { !$0.isLetter }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

/// Texts worded through a `Translator`: placeholders filled in the translation's order,
/// every page model's texts, a page word and a data word of one English, an empty text.
/// The data files' texts (the catalogue's contexts, a data problem's words) are in
/// `TranslationTests+DataFiles.swift`.
@Suite("Translation")
struct TranslationTests {
  @Test(
    "placeholders are filled in the translation's order",
    arguments: [
      ("{a} and {b}", ["a": "1", "b": "2"], "1 and 2"),
      ("{b}{a}", ["a": "1", "b": "2"], "21"),
      ("{a}{a}", ["a": "x"], "xx"),
      ("{unknown} stays", ["a": "1"], "{unknown} stays"),
      ("a { brace } and {a", ["a": "1"], "a { brace } and {a"),
      ("no values {a}", [:], "no values {a}"),
      ("{a}", ["a": "{b}", "b": "2"], "{b}"),
    ])
  func fill(template: String, values: [String: String], expected: String) {
    #expect(Message.fill(template, values) == expected)
  }

  @Test func aTranslationMayReorderTheValues() throws {
    let picker = Picker()
    let model = DoublePageModel(
      fillings: ["Ham"], breads: ["Rye"], translator: taiwanese, picker: picker)
    #expect(model.wheels.flatMap(\.titles) == ["火腿", "裸麥麵包"])
    #expect(model.buttonPressed().message == "你點的裸麥麵包夾火腿馬上就來。")
    let single = SinglePageModel(characters: ["Luke", "Biggs"], translator: taiwanese)
    #expect(single.buttonPressed().title == "你選擇了路克！")
    // A row without a translation is shown as it is.
    single.picker.selectRow(1, inComponent: 0, animated: false)
    #expect(single.buttonPressed().title == "你選擇了Biggs！")
  }

  @Test func everyPageModelWordsEveryTextThroughItsTranslator() throws {
    let data = repositoryData
    let single = SinglePageModel(characters: try data.characters(), translator: bracketing)
    let (fillings, breads) = try data.sandwiches()
    let double = DoublePageModel(fillings: fillings, breads: breads, translator: bracketing)
    let dependent = DependentPageModel(stateZips: try data.stateZips(), translator: bracketing)
    let datePicker = DatePickerModel(
      mode: .dateAndTime, date: CivilDateTime(year: 2026, month: 11, day: 30, hour: 14, minute: 5),
      translator: bracketing)
    let date = DatePageModel(datePicker: datePicker, translator: bracketing)
    let slots = SlotMachineModel(
      symbols: try data.slotSymbols(), random: SeededRandom(seed: 1),
      scheduler: ManualScheduler(), translator: bracketing)
    let (animals, sounds) = try data.animals()
    let animal = AnimalChooserModel(animals: animals, sounds: sounds, translator: bracketing)
    let meal = MealPickerModel(
      courses: try data.meals(), random: SeededRandom(seed: 1), translator: bracketing)

    let stateNames = try data.stateZips().states
    for wheel in single.wheels + double.wheels + slots.wheels + animal.wheels + meal.wheels {
      #expect(isTranslated(wheel.name), "\(wheel.name)")
      for title in wheel.titles { #expect(isTranslated(title), "\(wheel.name): \(title)") }
    }
    // State names stay in English and zip codes are numbers: only the names translate.
    #expect(dependent.wheels.allSatisfy { isTranslated($0.name) })
    #expect(dependent.wheels[0].titles == stateNames)
    #expect(datePicker.wheels.allSatisfy { isTranslated($0.name) })

    let selected = try #require(single.selectedCharacter)
    let zip = try #require(dependent.selectedZip)
    let state = try #require(dependent.selectedState)
    let alerts: [(Alert, [String])] = [
      (single.buttonPressed(), [selected]),
      (double.buttonPressed(), []),
      (dependent.buttonPressed(), [zip, state]),
      (date.buttonPressed(), [date.datePicker.texts.dateAndTime(date.date)]),
      (slots.alert(for: SlotRun(symbol: 3, start: 0, length: 4)), []),
    ]
    for (alert, values) in alerts {
      for text in [alert.title, alert.message, alert.buttonText] {
        #expect(isTranslated(text, values: values), "\(alert)")
      }
    }
    #expect(slots.winLabel == "⟦WINNER!⟧")
    #expect(isTranslated(animal.output))
    animal.picker.selectRow(2, inComponent: 1, animated: false)
    animal.picker(animal.picker, didSelectRow: 2, inComponent: 1)
    #expect(animal.output == "⟦You changed the Sound (⟦Mouse⟧ and the sound ⟦Ssss⟧)⟧")
  }

  @Test func aPageWordAndADataWordOfTheSameEnglishTranslateApart() {
    // A Colour page's "Orange" and the Meal Picker's fruit are two messages: the fruit's
    // is looked up in its course's context, as po/its/plist.its extracts it.
    #expect(taiwanese.tr("Orange") == "橙色")
    let meal = MealPickerModel(
      courses: [MealCourse(name: "Fruit", items: ["Apple", "Orange"])],
      random: SeededRandom(seed: 1), translator: taiwanese)
    #expect(meal.wheels[0].titles == ["Apple", "柳橙"])
    #expect(taiwanese.trc("fruit", "Orange") != taiwanese.tr("Orange"))
  }

  @Test func anEmptyTextStaysEmpty() {
    // gettext answers "" with its catalogue's header: an empty row must not show it.
    let catalogue = Translator { _, english in
      english.isEmpty ? "Project-Id-Version: pickers" : english
    }
    #expect(catalogue.tr("") == "")
    #expect(
      SinglePageModel(characters: ["", "Luke"], translator: catalogue).wheels[0].titles == [
        "", "Luke",
      ])
  }
}
