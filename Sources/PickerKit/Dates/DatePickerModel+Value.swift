// The value: read from the wheels, set on them, and kept within its bounds as a person turns
// them.

extension DatePickerModel {
  /// The value the wheels show (for `countDownTimer`, the value last set).
  public var date: CivilDateTime {
    var value = carried
    var hour = value.hour
    for (index, component) in components.enumerated() {
      let row = max(0, picker.selectedRow(inComponent: index))
      switch component {
      case .day:
        let day = CivilDateTime(dayNumber: days.lowerBound + row)
        (value.year, value.month, value.day) = (day.year, day.month, day.day)
      case .month: value.month = row + 1
      case .dayOfMonth: value.day = row + 1
      case .year: value.year = years.lowerBound + row
      case .hour: hour = row
      case .minute: value.minute = row * minuteInterval
      case .period, .hours, .minutes: break
      }
    }
    if let period = components.firstIndex(of: .period) {
      hour = hour % 12 + (picker.selectedRow(inComponent: period) == 1 ? 12 : 0)
    }
    return CivilDateTime(
      year: value.year, month: value.month, day: value.day, hour: hour, minute: value.minute)
  }

  /// The countdown's length in seconds (hours and minutes), at least one minute.
  public var countDownDuration: Int {
    get {
      guard mode == .countDownTimer else { return 0 }
      return max(60, row(.hours) * 3600 + row(.minutes) * minuteInterval * 60)
    }
    set {
      let minutes = min(max(newValue / 60, 1), 23 * 60 + 59)
      select(.hours, minutes / 60, animated: false)
      select(.minutes, minutes % 60 / minuteInterval, animated: false)
    }
  }

  /// Turns the wheels to `date`, clamped to the bounds and to what the wheels offer, as
  /// `UIDatePicker.setDate(_:animated:)`. The delegate's value-changed is not called.
  public func setDate(_ date: CivilDateTime, animated: Bool) {
    var target = date
    if let minimumDate, target < minimumDate {
      // The wheels show whole steps: a minimum between two shows the step after it.
      target = components.contains(.minute) ? roundedUp(minimumDate) : minimumDate
    }
    if let maximumDate, target > maximumDate { target = maximumDate }
    carried = target
    if components.contains(.dayOfMonth) { updateDayRows(for: target) }
    for component in components {
      switch component {
      case .day: select(.day, target.dayNumber - days.lowerBound, animated: animated)
      case .month: select(.month, target.month - 1, animated: animated)
      case .dayOfMonth: select(.dayOfMonth, target.day - 1, animated: animated)
      case .year: select(.year, target.year - years.lowerBound, animated: animated)
      case .hour:
        let hour = texts.uses24HourClock ? target.hour : target.hour % 12
        select(.hour, hour, animated: animated)
      case .minute: select(.minute, target.minute / minuteInterval, animated: animated)
      case .period: select(.period, target.hour < 12 ? 0 : 1, animated: animated)
      case .hours, .minutes: break
      }
    }
  }

  /// A person turned a wheel: keep the Day wheel in step, roll back out of bounds, report.
  public func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    guard components.indices.contains(component) else { return }
    if mode == .countDownTimer {
      if self.row(.hours) == 0 && self.row(.minutes) == 0 { select(.minutes, 1, animated: true) }
      onValueChanged?(carried)  // the new length is `countDownDuration`
      return
    }
    var value = date
    if components[component] == .month || components[component] == .year {
      value = CivilDateTime(
        year: value.year, month: value.month, day: min(carried.day, value.daysInMonth),
        hour: value.hour, minute: value.minute)
    }
    setDate(value, animated: true)
    onValueChanged?(carried)
  }

  /// `date` at the next whole step of `minuteInterval` (itself if it is on one).
  func roundedUp(_ date: CivilDateTime) -> CivilDateTime {
    let minutes =
      (date.hour * 60 + date.minute + minuteInterval - 1) / minuteInterval
      * minuteInterval
    let day = CivilDateTime(dayNumber: date.dayNumber + minutes / 1440)
    return CivilDateTime(
      year: day.year, month: day.month, day: day.day, hour: minutes % 1440 / 60,
      minute: minutes % 60)
  }

  func updateDayRows(for date: CivilDateTime) {
    guard let index = components.firstIndex(of: .dayOfMonth),
      wheels[index].titles.count != date.daysInMonth
    else { return }
    wheels[index].titles = (1...date.daysInMonth).map(texts.dayOfMonthTitle)
    picker.reloadComponent(index)
  }

  func row(_ component: Component) -> Int {
    components.firstIndex(of: component).map { max(0, picker.selectedRow(inComponent: $0)) } ?? 0
  }

  func select(_ component: Component, _ row: Int, animated: Bool) {
    guard let index = components.firstIndex(of: component) else { return }
    picker.selectRow(row, inComponent: index, animated: animated)
  }
}
