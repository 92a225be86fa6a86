import Testing

@testable import PickerKit

/// The lines of the generated CLDR table, as (key, the fields after it).
private let tableLines: [(key: String, fields: String)] = DateWords.cldrTable.split(
  separator: "\n"
).map { line in
  let key = line.prefix { $0 != "\t" }
  return (String(key), String(line.dropFirst(key.count + 1)))
}

@Suite("Date words from CLDR")
struct DateWordsTests {
  /// (glibc locale, "Today" as CLDR has it, its first letter in capitals where it has case)
  @Test(
    "today in each language",
    arguments: [
      ("de_DE.UTF-8", "Heute"), ("fr_FR.UTF-8", "Aujourd’hui"), ("ru_RU.UTF-8", "Сегодня"),
      ("ja_JP.UTF-8", "今日"), ("ko_KR.UTF-8", "오늘"), ("zh_TW.UTF-8", "今天"),
      ("zh_CN.UTF-8", "今天"), ("zh_HK.UTF-8", "今日"), ("cmn_TW", "今天"), ("ar_EG.UTF-8", "اليوم"),
      ("fa_IR", "امروز"), ("th_TH.UTF-8", "วันนี้"), ("he_IL.UTF-8", "היום"), ("ka_GE", "დღეს"),
      ("sr_RS", "Данас"), ("sr_RS@latin", "Danas"), ("sr_ME", "Данас"), ("uz_UZ", "Bugun"),
      ("uz_UZ@cyrillic", "Бугун"), ("pt_BR", "Hoje"), ("pt_PT", "Hoje"), ("tr_TR", "Bugün"),
      ("to_TO", "ʻAhó ni"), ("en_US.UTF-8", "Today"),
    ])
  func today(locale: String, today: String) {
    #expect(DateWords.cldr(localeName: locale)?.today == today)
  }

  /// (glibc locale, count, the hour word, the minute word)
  @Test(
    "plural forms",
    arguments: [
      ("en_US", 0, "hours", "min"), ("en_US", 1, "hour", "min"), ("en_US", 2, "hours", "min"),
      ("en_US", -1, "hour", "min"), ("en_US", 61, "hours", "min"),
      ("ru_RU", 0, "часов", "мин"), ("ru_RU", 1, "час", "мин"), ("ru_RU", 2, "часа", "мин"),
      ("ru_RU", 5, "часов", "мин"), ("ru_RU", 11, "часов", "мин"), ("ru_RU", 21, "час", "мин"),
      ("ru_RU", 23, "часа", "мин"), ("ru_RU", 1001, "час", "мин"),
      ("pl_PL", 1, "godzina", "min"), ("pl_PL", 2, "godziny", "min"), ("pl_PL", 5, "godzin", "min"),
      ("pl_PL", 12, "godzin", "min"), ("pl_PL", 22, "godziny", "min"),
      ("pl_PL", 25, "godzin", "min"),
      // Arabic's zero, one, two, few and many ("other" is for fractions and 100–102).
      ("ar_EG", 0, "ساعة", "د"), ("ar_EG", 1, "ساعة", "د"), ("ar_EG", 2, "ساعتان", "د"),
      ("ar_EG", 3, "ساعات", "د"), ("ar_EG", 11, "ساعة", "د"), ("ar_EG", 100, "ساعة", "د"),
      ("he_IL", 1, "שעה", "דק׳"), ("he_IL", 2, "שעתיים", "דק׳"), ("he_IL", 3, "שעות", "דק׳"),
      ("de_DE", 1, "Stunde", "Min."), ("de_DE", 3, "Stunden", "Min."),
      ("pt_BR", 0, "hora", "min"), ("pt_PT", 0, "horas", "min"), ("pt_PT", 1, "hora", "min"),
      ("ja_JP", 1, "時間", "分"), ("ja_JP", 5, "時間", "分"),
      ("zh_CN", 2, "小时", "分钟"), ("zh_TW", 2, "小時", "分鐘"),
    ])
  func plurals(locale: String, count: Int, hour: String, minute: String) throws {
    let words = try #require(DateWords.cldr(localeName: locale))
    #expect(words.hours(count) == hour)
    #expect(words.minutes(count) == minute)
  }

  @Test func countsOfAnySizeHaveAWord() {
    for count in [Int.min, -1_000_001, 59, 60, 99, 100, 1_000_000, Int.max] {
      #expect(!DateWords.english.hours(count).isEmpty)
    }
    #expect(DateWords.cldr(localeName: "ru_RU")?.hours(Int.min) == "часов")
  }

  /// (glibc locale, the locale whose words it has, nil for English's fallback)
  @Test(
    "the lookup drops the codeset, then the territory and the modifier",
    arguments: [
      ("de_AT.UTF-8", "de"), ("de_DE@euro", "de"), ("de_CH", "de"), ("de", "de"),
      ("sr_RS.UTF-8@latin", "sr@latin"), ("sr_XK@latin", "sr@latin"), ("zh_SG", "zh"),
      ("xx_YY", nil), ("xx_YY.UTF-8@latin", nil), ("", nil), ("_", nil), ("@", nil),
      // glibc writes pa_PK in Shahmukhi, which CLDR has no words in: not Gurmukhi's.
      ("pa_PK.UTF-8", nil), ("aa_ER@saaho", nil),
    ] as [(String, String?)])
  func fallback(locale: String, words: String?) {
    #expect(DateWords.cldr(localeName: locale) == words.flatMap { DateWords.cldr(localeName: $0) })
    if let words { #expect(DateWords.cldr(localeName: words) != nil) }
  }

  @Test(arguments: ["C", "POSIX", "C.UTF-8", "en_US.UTF-8", "en_US"])
  func english(locale: String) {
    #expect(DateWords.cldr(localeName: locale) == .english)
  }

  @Test func wordOrder() {
    #expect(DateWords.english.unitPrecedesNumber == false)
    #expect(DateWords.cldr(localeName: "sw_KE")?.unitPrecedesNumber == true)
    #expect(DateWords.cldr(localeName: "sw_KE")?.minutePrecedesNumber == true)
  }

  @Test func wordsFromTheirParts() {
    let words = DateWords(
      today: "Heute", hourForms: ["Stunde", "Stunden"], minuteForms: ["Min."],
      pluralIndexes: [1, 0, 1])
    #expect(words.hours(1) == "Stunde")
    #expect(words.hours(2) == "Stunden")
    #expect(words.hours(3) == "Stunden", "past the end, the last (up to ten) indexes repeat")
    #expect(words.hours(4) == "Stunde")
    #expect(words.minutes(1) == "Min.")
    #expect(DateWords(today: "", hourForms: [], minuteForms: [], pluralIndexes: []).hours(1) == "")
  }

  @Test func theTableIsSortedAndEveryLineParses() throws {
    #expect(tableLines.count > 100)
    #expect(tableLines.map(\.key) == tableLines.map(\.key).sorted(), "sorted, one line a key")
    #expect(Set(tableLines.map(\.key)).count == tableLines.count)
    for (key, fields) in tableLines {
      #expect(DateWords.entry(DateWords.cldrTable, keys: [key]) == fields)
      if fields == "-" { continue }  // a locale left out: English
      let words = try #require(DateWords.parse(fields), "\(key)")
      #expect(!words.today.isEmpty, "\(key)")
      #expect(words.pluralIndexes.count == 60, "\(key)")
      for forms in [words.hourForms, words.minuteForms] {
        #expect(!forms.contains(""), "\(key)")
        #expect(forms.count == 1 || words.pluralIndexes.allSatisfy { $0 < forms.count }, "\(key)")
      }
      #expect(Set(words.pluralIndexes).count == words.hourForms.count || words.hourForms.count == 1)
    }
  }
}
