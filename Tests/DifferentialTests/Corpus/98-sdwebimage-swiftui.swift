// SDWebImageSwiftUI 3's `WebImage` (written from the library's public API): generic over
// what its phase shows; its configurations return the `WebImage`, and an indicator is a
// modifier (`IndicatorViewModifier`, the library's own, behind its `some View`).

// MARK: - web_images_three_ways
// expect: VStack<TupleView<(ModifiedContent<ModifiedContent<ModifiedContent<WebImage<Image>, IndicatorViewModifier<AnyView>>, _TraitWritingModifier<TransitionTraitKey>>, _AspectRatioLayout>, WebImage<_ConditionalContent<ModifiedContent<Image, _FrameLayout>, Rectangle>>, WebImage<_ConditionalContent<Image, Text>>)>>
let url = URL(string: "https://example.com/a.png")
VStack {
    WebImage(url: url, options: [.retryFailed, .scaleDownLargeImages], context: [.imageThumbnailPixelSize: CGSize(width: 40, height: 40)])
        .resizable()
        .renderingMode(.original)
        .indicator(.activity)
        .transition(.fade(duration: 0.5))
        .aspectRatio(contentMode: .fit)
    WebImage(url: url) { image in
        image.frame(width: 20, height: 20)
    } placeholder: {
        Rectangle()
    }
    WebImage(url: url, transaction: Transaction()) { phase in
        if let image = phase.image { image } else { Text(phase.error == nil ? "loading" : "failed") }
    }
}

// MARK: - web_image_configurations_and_indicators
// expect: HStack<TupleView<(ModifiedContent<WebImage<Image>, IndicatorViewModifier<AnyView>>, ModifiedContent<WebImage<Image>, IndicatorViewModifier<Text>>, ModifiedContent<ModifiedContent<WebImage<Image>, IndicatorViewModifier<AnyView>>, _TraitWritingModifier<TransitionTraitKey>>)>>
let url = URL(string: "https://example.com/b.gif")
let options: [SDWebImageOptions] = [.lowPriority, .progressiveLoad, .refreshCached, .continueInBackground, .handleCookies, .highPriority, .delayPlaceholder, .fromCacheOnly]
let keys: [SDWebImageContextOption] = [.imageScaleFactor, .storeCacheType]
let caches: [SDImageCacheType] = [.none, .disk, .memory, .all]
let status = IndicatorStatus()
let phases: [WebImagePhase] = [.empty, .success(Image(systemName: "photo")), .failure(URLError(.badURL))]
let platform: PlatformImage? = nil
HStack {
    WebImage(url: url, scale: 2, isAnimating: .constant(false))
        .interpolation(.high).antialiased(true).retryOnAppear(true).cancelOnDisappear(true)
        .onSuccess { image, data, cache in _ = (image, data, cache) }
        .onFailure { error in _ = error }
        .onProgress { received, expected in _ = received + expected }
        .customLoopCount(2).maxBufferSize(10).pausable(true).purgeable(false).playbackRate(1.5)
        .indicator(.progress(style: .circular))
    WebImage(url: url).indicator { isAnimating, progress in
        Text("\(isAnimating.wrappedValue) \(progress.wrappedValue) \(status.isLoading) \(status.progress) \(options.count + keys.count + caches.count + phases.count) \(platform == nil)")
    }
    WebImage(url: url).indicator(.activity(style: .circular)).transition(.flipFromLeft)
}

// MARK: - web_image_transitions
// expect: Text
let transitions: [AnyTransition] = [.fade, .flipFromLeft(duration: 1), .flipFromRight, .flipFromRight(duration: 1), .flipFromTop, .flipFromTop(duration: 1), .flipFromBottom, .flipFromBottom(duration: 1)]
let indicator: Indicator<AnyView> = .progress
let modifier: IndicatorViewModifier<AnyView>.Type = IndicatorViewModifier<AnyView>.self
Text("\(transitions.count) \(modifier) \(type(of: indicator))")
