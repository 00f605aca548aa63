// A task's `Progress`: units completed over the total, its fraction with children's pending
// units, whether it is finished or indeterminate, cancelling and pausing.
func run() {
    let download = Progress(totalUnitCount: 10)
    print(download.fractionCompleted, download.isFinished, download.isIndeterminate)
    download.completedUnitCount = 4
    print(download.completedUnitCount, download.fractionCompleted)
    let parent = Progress.discreteProgress(totalUnitCount: 4)
    let child = Progress(totalUnitCount: 2)
    parent.addChild(child, withPendingUnitCount: 2)
    child.completedUnitCount = 1
    print(parent.fractionCompleted, parent.completedUnitCount)
    parent.completedUnitCount = 2
    print(parent.fractionCompleted)
    download.completedUnitCount = 10
    print(download.isFinished, download.fractionCompleted)
    let unknown = Progress(totalUnitCount: -1)
    print(unknown.isIndeterminate, unknown.totalUnitCount, unknown.fractionCompleted)
    download.cancel()
    download.pause()
    print(download.isCancelled, download.isPaused)
    download.resume()
    print(download.isPaused)
}
