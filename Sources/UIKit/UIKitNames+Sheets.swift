import TableKit

// Sheets, popovers and the text view (issue 29) under UIKit's names.

/// UIKit's `UIPresentationController`: TableKit's `PresentationController`.
public typealias UIPresentationController = PresentationController
/// UIKit's `UISheetPresentationController`: TableKit's `SheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController
/// UIKit's `UIPopoverPresentationController`: TableKit's `PopoverPresentationController`.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UIKit's `UIPopoverArrowDirection`: TableKit's `PopoverArrowDirection`.
public typealias UIPopoverArrowDirection = PopoverArrowDirection
/// UIKit's `UIAdaptivePresentationControllerDelegate`: TableKit's
/// `AdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// UIKit's `UISheetPresentationControllerDelegate`: TableKit's
/// `SheetPresentationControllerDelegate`.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// UIKit's `UIPopoverPresentationControllerDelegate`: TableKit's
/// `PopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// UIKit's `UIModalPresentationStyle`: TableKit's `ViewController.ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ViewController.ModalPresentationStyle
/// UIKit's `UITextView`: TableKit's `TextView`.
public typealias UITextView = TextView
/// UIKit's `UITextViewDelegate`: TableKit's `TextViewDelegate`.
public typealias UITextViewDelegate = TextViewDelegate
/// UIKit's `UITextLoupeSession` (iOS 17): TableKit's `TextLoupeSession`.
public typealias UITextLoupeSession = TextLoupeSession
/// UIKit's `NSTextContainer` (the part a text view has): TableKit's `TextContainer`.
public typealias NSTextContainer = TextContainer
