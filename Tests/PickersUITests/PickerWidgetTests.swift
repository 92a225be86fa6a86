import CGtk
import PickerKit
import PickersUI
import XCTest

/// The GTK wheels under a real display (make test runs them under Xvfb): the same surface
/// as the headless `Picker`, so the same model drives both.
@MainActor
final class PickerWidgetTests: XCTestCase {
  override func setUp() async throws {
    try requireDisplay()
  }

  /// Runs the main loop until it is idle, so GTK handles what the test asked.
  private func drain() {
    while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
  }

  private func window(with picker: PickerWidget) -> Window {
    let window = Window()
    gtk_container_add(window.cast(), picker.widget.pointer)
    gtk_widget_show_all(window.pointer)
    drain()
    return window
  }

  func testRowsNamesAndSelectionFollowTheModel() async {
    let model = ListModel([
      Wheel(name: "Filling", titles: ["Ham", "Turkey", "Tuna"]),
      Wheel(name: "Bread", titles: ["White", "Rye"]),
    ])
    let picker = PickerWidget()
    picker.attach(model)
    let window = window(with: picker)
    defer { gtk_widget_destroy(window.pointer) }
    XCTAssertEqual(picker.numberOfComponents, 2)
    XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
    XCTAssertEqual(picker.numberOfRows(inComponent: 1), 2)
    XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
    let name = atk_object_get_name(gtk_widget_get_accessible(picker.wheels[1].treeView.pointer))
    XCTAssertEqual(name.map { String(cString: $0) }, "Bread")
    picker.selectRow(2, inComponent: 0, animated: false)
    picker.selectRow(9, inComponent: 1, animated: true)
    drain()
    XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
    XCTAssertEqual(picker.selectedRow(inComponent: 1), 1, "clamped to the last row")
    XCTAssertTrue(model.selections.isEmpty, "programmatic selections are not reported")
  }

  func testReloadKeepsOrClampsTheSelection() async {
    let model = ListModel([Wheel(name: "Number", titles: (0..<2_662).map { "\(73_301 + $0)" })])
    let picker = PickerWidget()
    picker.attach(model)
    let window = window(with: picker)
    defer { gtk_widget_destroy(window.pointer) }
    picker.selectRow(2_000, inComponent: 0, animated: false)
    model.wheels[0].titles = (0..<839).map { "\(35_004 + $0)" }
    picker.reloadComponent(0)
    drain()
    XCTAssertEqual(picker.numberOfRows(inComponent: 0), 839)
    XCTAssertEqual(picker.selectedRow(inComponent: 0), 838)
    picker.selectRow(0, inComponent: 0, animated: true)
    drain()
    XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
  }

  /// Packed to fill a tall box (as Examples/TwoWheels packs it), the drum sits in the
  /// middle of the box, not at its top with a void under it; `valign` moves it.
  func testGivenMoreHeightTheDrumSitsInTheMiddle() async {
    let model = ListModel([Wheel(name: "Colour", titles: ["Red", "Green", "Blue"])])
    let picker = PickerWidget()
    picker.attach(model)
    let box = Box(.vertical)
    box.packStart(picker.widget, expand: true, fill: true)
    let window = Window()
    window.setDefaultSize(width: 400, height: 700)
    window.add(box)
    window.showAll()
    defer { window.destroy() }
    /// The wheel's top, bottom and the box's height, in the box's pixels.
    func place() -> (top: Int, bottom: Int, height: Int) {
      runMainLoop(for: 0.2)  // a layout runs at the next frame
      let wheel = picker.wheels[0].widget.pointer
      var top: gint = 0
      var x: gint = 0
      gtk_widget_translate_coordinates(wheel, box.pointer, 0, 0, &x, &top)
      let height = Int(gtk_widget_get_allocated_height(wheel))
      return (Int(top), Int(top) + height, Int(gtk_widget_get_allocated_height(box.pointer)))
    }
    runMainLoop(until: { gtk_widget_get_allocated_height(box.pointer) >= 600 }, timeout: 2)
    let centred = place()
    XCTAssertGreaterThanOrEqual(centred.height, 600, "the box was given the window's height")
    XCTAssertEqual(centred.bottom - centred.top, 216, "the drum keeps its standard height")
    XCTAssertEqual(centred.top, centred.height - centred.bottom, accuracy: 1, "centred")
    picker.widget.valign = .end
    let atEnd = place()
    XCTAssertEqual(atEnd.bottom, atEnd.height, "at the end, as valign says")
  }

  func testAPersonsSelectionReachesTheDelegateAndOnUserSelect() async {
    let picker = PickerWidget()
    let model = ListModel([
      Wheel(name: "Filling", titles: ["Ham", "Turkey"]),
      Wheel(name: "Bread", titles: ["White", "Rye", "Sourdough"]),
    ])
    picker.attach(model)
    var heard: [(row: Int, component: Int)] = []
    picker.onUserSelect = { heard.append(($0, $1)) }
    let window = window(with: picker)
    defer { gtk_widget_destroy(window.pointer) }
    picker.selectRow(1, inComponent: 0, animated: false)  // the program's: not a person's
    picker.userSelectRow(2, inComponent: 1)
    drain()
    XCTAssertEqual(model.selections.map { [$0.row, $0.component] }, [[2, 1]])
    XCTAssertEqual(heard.map { [$0.row, $0.component] }, [[2, 1]])
  }

  func testADependentWheelReloadsFromTheDelegate() async {
    let picker = PickerWidget()
    let model = CountriesModel([
      "France": ["Lyon", "Paris"], "Japan": ["Kyoto", "Osaka", "Tokyo"],
    ])
    picker.dataSource = model
    picker.delegate = model
    picker.reloadAllComponents()
    let window = window(with: picker)
    defer { gtk_widget_destroy(window.pointer) }
    picker.selectRow(1, inComponent: 1, animated: false)
    picker.userSelectRow(1, inComponent: 0)
    drain()
    XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3)
    XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
  }

  func testALongTitleIsEllipsizedAndNeverWidensTheWheel() async {
    let long = String(repeating: "Banana split ", count: 230)  // 2,990 characters
    let model = ListModel([Wheel(name: "Fruit", titles: ["Apple", long, "Cherry"])])
    let picker = PickerWidget()
    picker.attach(model)
    let window = window(with: picker)
    defer { gtk_widget_destroy(window.pointer) }
    var minimum: gint = 0
    var natural: gint = 0
    gtk_widget_get_preferred_width(picker.widget.pointer, &minimum, &natural)
    XCTAssertLessThanOrEqual(natural, 400, "a row's text caps the wheel's natural width")
    XCTAssertLessThanOrEqual(minimum, natural)
  }

  func testSpansKeepWidthShares() async {
    XCTAssertEqual(PickerWidget.spans(for: [2.0 / 3.0, 1.0 / 3.0]), [8, 4])
    XCTAssertEqual(PickerWidget.spans(for: [nil, nil, nil]), [1, 1, 1])
    XCTAssertEqual(PickerWidget.spans(for: [0.5, nil, nil]), [6, 3, 3])
  }
}

/// Countries and their cities: the city wheel reloads, back on its first row, when a person
/// picks a country (the library's dependent-wheel pattern, with no app's data).
private final class CountriesModel: PickerDataSource, PickerDelegate {
  let countries: [String]
  let cities: [String: [String]]
  private var country = 0

  init(_ cities: [String: [String]]) {
    self.cities = cities
    countries = cities.keys.sorted()
  }

  private var shown: [String] { cities[countries[country]] ?? [] }

  func numberOfComponents(in picker: any PickerView) -> Int { 2 }

  func picker(_ picker: any PickerView, numberOfRowsInComponent component: Int) -> Int {
    component == 0 ? countries.count : shown.count
  }

  func picker(_ picker: any PickerView, titleForRow row: Int, forComponent component: Int)
    -> String
  {
    component == 0 ? countries[row] : shown[row]
  }

  func picker(_ picker: any PickerView, didSelectRow row: Int, inComponent component: Int) {
    guard component == 0 else { return }
    country = row
    picker.reloadComponent(1)
    picker.selectRow(0, inComponent: 1, animated: false)
  }
}
