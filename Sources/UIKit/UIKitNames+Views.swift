// UIKit's names for views, controls, gestures, drawing values and the window.

/// UIKit's `UIView`: TableKit's `View`.
public typealias UIView = View
/// UIKit's `UIScrollView`: TableKit's `ScrollView`.
public typealias UIScrollView = ScrollView
/// UIKit's `UIScrollViewDelegate`: TableKit's `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's `UIControl`: TableKit's `Control`.
public typealias UIControl = Control
/// UIKit's `UILabel`: TableKit's `Label`.
public typealias UILabel = Label
/// UIKit's `UIImageView`: TableKit's `ImageView`.
public typealias UIImageView = ImageView
/// UIKit's `UISwitch`: TableKit's `Switch`.
public typealias UISwitch = Switch
/// UIKit's `UIButton`: TableKit's `Button`.
public typealias UIButton = Button
/// UIKit's `UISegmentedControl`: TableKit's `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's `UISlider`: TableKit's `Slider`.
public typealias UISlider = Slider
/// UIKit's `UIStepper`: TableKit's `Stepper`.
public typealias UIStepper = Stepper
/// UIKit's `UIProgressView`: TableKit's `ProgressView`.
public typealias UIProgressView = ProgressView
/// UIKit's `UIActivityIndicatorView`: TableKit's `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UIPageControl`: TableKit's `PageControl`.
public typealias UIPageControl = PageControl
/// Core Animation's `CALayer`: TableKit's `Layer`, a view's drawing settings.
public typealias CALayer = Layer
/// Core Animation's `CACornerMask`: TableKit's `Layer.CornerMask`.
public typealias CACornerMask = Layer.CornerMask
/// Core Animation's `CALayerCornerCurve`: TableKit's `Layer.CornerCurve`.
public typealias CALayerCornerCurve = Layer.CornerCurve
/// UIKit's `UIWindow`: TableKit's `Window`.
public typealias UIWindow = Window
/// UIKit's `UIScreen`: TableKit's `Screen`.
public typealias UIScreen = Screen
/// UIKit's `UIColor`: TableKit's `Color`.
public typealias UIColor = Color
/// UIKit's `UIFont`: TableKit's `Font`.
public typealias UIFont = Font
/// UIKit's `UIFontMetrics`: TableKit's `FontMetrics`.
public typealias UIFontMetrics = FontMetrics
/// UIKit's `UIImage`: TableKit's `Image`.
public typealias UIImage = Image
/// UIKit's `UIEdgeInsets`: TableKit's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `UIRectCorner`: TableKit's `RectCorner`.
public typealias UIRectCorner = RectCorner
/// UIKit's `NSTextAlignment`: TableKit's `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `NSLineBreakMode`: TableKit's `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `UIGestureRecognizer`: TableKit's `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UITapGestureRecognizer`: TableKit's `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`: TableKit's `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UIKeyCommand`: TableKit's `KeyCommand`.
public typealias UIKeyCommand = KeyCommand
/// UIKit's `UIKeyModifierFlags`: TableKit's `KeyModifiers`.
public typealias UIKeyModifierFlags = KeyModifiers
/// UIKit's `UISemanticContentAttribute`: TableKit's `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIUserInterfaceLayoutDirection`: TableKit's `LayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = LayoutDirection

extension View {
  /// UIKit's `UIView.ContentMode`: TableKit's `ContentMode`.
  public typealias ContentMode = TableKit.ContentMode
}
/// UIKit's `UIResponder`: TableKit's `Responder`.
public typealias UIResponder = Responder
/// UIKit's `UIVisualEffectView`: TableKit's `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's `UIVisualEffect`: TableKit's `VisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// UIKit's `UIBlurEffect`: TableKit's `BlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// UIKit's `UIVibrancyEffect`: TableKit's `VibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect
/// UIKit's `UIVibrancyEffectStyle`: TableKit's `VibrancyEffectStyle`.
public typealias UIVibrancyEffectStyle = VibrancyEffectStyle
