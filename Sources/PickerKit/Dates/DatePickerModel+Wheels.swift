// How a date picker's wheels are laid out and titled: which components a mode shows in a
// locale, and each component's wheel.

extension DatePickerModel {
  /// The wheels of `mode` in `locale`, left to right: its date fields in the locale's order,
  /// and AM/PM on the side of the hour the locale puts it.
  static func components(_ mode: DatePickerMode, _ texts: DateTexts) -> [Component] {
    let locale = texts.locale
    let time: [Component] =
      texts.uses24HourClock
      ? [.hour, .minute]
      : locale.amPMPrecedesHour ? [.period, .hour, .minute] : [.hour, .minute, .period]
    switch mode {
    case .dateAndTime: return [.day] + time
    case .time: return time
    case .countDownTimer: return [.hours, .minutes]
    case .yearAndMonth:
      return locale.dateFieldOrder.compactMap { field in
        switch field {
        case .year: .year
        case .month: .month
        case .day: nil
        }
      }
    case .date:
      return locale.dateFieldOrder.map { field in
        switch field {
        case .year: .year
        case .month: .month
        case .day: .dayOfMonth
        }
      }
    }
  }

  /// The wheel of `component`: its name and titles, and whether it loops.
  func wheel(for component: Component) -> Wheel {
    let minutes = stride(from: 0, to: 60, by: minuteInterval)
    switch component {
    case .day:
      return Wheel(
        name: translator.trc("wheel", "Date"),
        titles: days.map { texts.dayTitle(CivilDateTime(dayNumber: $0), today: today) },
        width: 0.5)
    case .month:
      return Wheel(name: translator.trc("wheel", "Month"), titles: (1...12).map(texts.monthTitle))
    case .dayOfMonth:
      return Wheel(
        name: translator.trc("wheel", "Day"),
        titles: (1...carried.daysInMonth).map(texts.dayOfMonthTitle))
    case .year:
      return Wheel(name: translator.trc("wheel", "Year"), titles: years.map(texts.yearTitle))
    case .hour:
      let hours = texts.uses24HourClock ? Array(0..<24) : Array(0..<12)
      // Hour and Minute loop, as UIDatePicker's do; turning Minute past 59 leaves Hour.
      return Wheel(
        name: translator.trc("wheel", "Hour"), titles: hours.map(texts.hourTitle), looping: true)
    case .minute:
      return Wheel(
        name: translator.trc("wheel", "Minute"), titles: minutes.map(texts.minuteTitle),
        looping: true)
    case .period:
      return Wheel(
        name: translator.trc("wheel", "AM/PM"),
        titles: [texts.periodSymbols.am, texts.periodSymbols.pm])
    case .hours:
      return Wheel(
        name: translator.trc("wheel", "Hours"), titles: (0..<24).map { texts.number($0) })
    case .minutes:
      return Wheel(
        name: translator.trc("wheel", "Minutes"), titles: minutes.map { texts.number($0) })
    }
  }
}
