import CGtk
import PickerKit
import PickersUI

/// The local clock, from GLib's `GDateTime`.
enum LocalDate {
  /// Now, in the local time zone.
  static func now() -> CivilDateTime {
    guard let now = g_date_time_new_now_local() else { return CivilDateTime.now() }
    defer { g_date_time_unref(now) }
    return CivilDateTime(
      year: Int(g_date_time_get_year(now)), month: Int(g_date_time_get_month(now)),
      day: Int(g_date_time_get_day_of_month(now)), hour: Int(g_date_time_get_hour(now)),
      minute: Int(g_date_time_get_minute(now)))
  }
}
