// The app: a window titled Meal Picker, its picker's courses read from the data folder.
import Glibc
import PickersModels
import PickersUI

do {
  try MainLoop.start()
} catch {
  print("meal-picker: \(error)")
  exit(1)
}
let window = Window()
window.title = "Meal Picker"
window.setDefaultSize(width: 520, height: 420)

// The seed's `arrayWithContentsOfFile:`; `DataFiles` names what is wrong with a bad file.
let mealPage: MealPage
do {
  mealPage = MealPage(courses: try DataFiles(directory: pickersFolder("data")).meals())
  window.add(mealPage.widget)
} catch {
  print("meal-picker: \(error)")
  exit(1)
}

window.onDestroy { MainLoop.quit() }
window.showAll()
MainLoop.run()
