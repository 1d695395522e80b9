import Foundation

extension View {
  /// The accessibility this view has by its kind before anything is set on it. The most
  /// specific kinds come first: a `Switch` is a `Control`, a `SearchBar`'s field a `TextField`.
  var accessibilityBehavior: any AccessibilityBehavior {
    switch self {
    case let cell as TableViewCell: CellAccessibility(cell: cell)
    case let table as TableView: TableAccessibility(table: table)
    case let scrollView as ScrollView: ScrollViewAccessibility(scrollView: scrollView)
    case let view as TableViewHeaderFooterView: HeaderFooterAccessibility(view: view)
    case let index as SectionIndexView: SectionIndexAccessibility(index: index)
    case let toggle as Switch: SwitchAccessibility(toggle: toggle)
    case let button as Button: ButtonAccessibility(button: button)
    case let slider as Slider: SliderAccessibility(slider: slider)
    case let stepper as Stepper: StepperAccessibility(stepper: stepper)
    case let control as SegmentedControl: SegmentedControlAccessibility(control: control)
    case let control as PageControl: PageControlAccessibility(control: control)
    case let view as ProgressView: ProgressViewAccessibility(view: view)
    case let view as ActivityIndicatorView: ActivityIndicatorAccessibility(view: view)
    case let editor as TextViewEditor: TextViewAccessibility(editor: editor)
    case let field as TextField: TextFieldAccessibility(field: field)
    case let label as Label: LabelAccessibility(view: label)
    case let image as ImageView: ImageAccessibility(view: image)
    case let bar as NavigationBar: NavigationBarAccessibility(bar: bar)
    case let bar as SearchBar: SearchBarAccessibility(bar: bar)
    case let keyboard as OnScreenKeyboard: OnScreenKeyboardAccessibility(keyboard: keyboard)
    case let alert as AlertView: AlertAccessibility(alert: alert)
    case let menu as ButtonMenuView: ButtonMenuAccessibility(menu: menu)
    case let menu as EditMenuView: EditMenuAccessibility(menu: menu)
    case let sheet as SheetContainerView: SheetAccessibility(container: sheet)
    case let bar as TabBar: TabBarAccessibility(bar: bar)
    case let bar as Toolbar: ToolbarAccessibility(bar: bar)
    case let container as TabBarContainerView: TabBarContainerAccessibility(view: container)
    case let container as NavigationContainerView:
      NavigationContainerAccessibility(view: container)
    default: PlainViewAccessibility()
    }
  }
}
