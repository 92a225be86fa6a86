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
      let standalone = mode == .yearAndMonth  // "декабрь 2026", but "5 декабря 2026"
      return Wheel(
        name: translator.trc("wheel", "Month"),
        titles: (1...12).map { texts.monthTitle($0, standalone: standalone) })
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

// Rows outside the bounds, and the countdown's units.
extension DatePickerModel {
  /// Whether some value with `row` in `component`, the larger fields (year, month, day,
  /// AM/PM, hour) as the wheels show them now, lies within ``minimumDate``…``maximumDate``:
  /// a row that has none is dimmed, as iOS greys it. A countdown's rows are always enabled.
  public func picker(_ picker: any PickerView, isEnabledRow row: Int, forComponent component: Int)
    -> Bool
  {
    guard minimumDate != nil || maximumDate != nil, components.indices.contains(component),
      let span = span(of: row, in: components[component], around: date)
    else { return true }
    return (minimumDate.map { span.last >= $0 } ?? true)
      && (maximumDate.map { span.first <= $0 } ?? true)
  }

  /// The first and last value (to the minute) that `row` of `component` shows, the other
  /// fields those of `value`; nil for the countdown's wheels.
  func span(of row: Int, in component: Component, around value: CivilDateTime)
    -> (first: CivilDateTime, last: CivilDateTime)?
  {
    func day(_ y: Int, _ m: Int, _ d: Int, hours: ClosedRange<Int> = 0...23) -> (
      first: CivilDateTime, last: CivilDateTime
    ) {
      let d = min(max(d, 1), CivilDateTime.daysInMonth(m, year: y))
      return (
        CivilDateTime(year: y, month: m, day: d, hour: hours.lowerBound),
        CivilDateTime(year: y, month: m, day: d, hour: hours.upperBound, minute: 59)
      )
    }
    let (y, m, d) = (value.year, value.month, value.day)
    switch component {
    case .day:
      let date = CivilDateTime(dayNumber: days.lowerBound + row)
      return day(date.year, date.month, date.day)
    case .year:
      return (day(years.lowerBound + row, 1, 1).first, day(years.lowerBound + row, 12, 31).last)
    case .month:
      return (day(y, row + 1, 1).first, day(y, row + 1, 31).last)
    case .dayOfMonth:
      return day(y, m, row + 1)
    case .period:
      return day(y, m, d, hours: row == 0 ? 0...11 : 12...23)
    case .hour:
      let hour = components.contains(.period) ? row % 12 + (value.hour < 12 ? 0 : 12) : row
      return day(y, m, d, hours: hour...hour)
    case .minute:
      let minute = row * minuteInterval
      let at = CivilDateTime(year: y, month: m, day: d, hour: value.hour, minute: minute)
      return (at, at)
    case .hours, .minutes:
      return nil
    }
  }

  /// The countdown's units beside its band: "hour" or "hours" after the Hours wheel's count,
  /// "min" after the Minutes wheel's, in the locale's words and plural forms
  /// (`DateWords`); none in the other modes.
  public func picker(_ picker: any PickerView, unitForRow row: Int, forComponent component: Int)
    -> WheelUnit?
  {
    guard components.indices.contains(component) else { return nil }
    switch components[component] {
    case .hours:
      let words = texts.locale.words
      return WheelUnit(words.hours(row), leads: words.hourPrecedesNumber)
    case .minutes:
      let words = texts.locale.words
      return WheelUnit(words.minutes(row * minuteInterval), leads: words.minutePrecedesNumber)
    default: return nil
    }
  }
}
