#ifndef C_PROCESS_MEMORY_H
#define C_PROCESS_MEMORY_H

/// Sets the process's memory up before its first thread starts (Linux; elsewhere it does
/// nothing): the zero-initialized data is mapped writable in one call, and malloc keeps what it
/// grows. A short run otherwise takes hundreds of page faults and `mprotect` calls while two
/// threads run, each of which makes the kernel interrupt the other core to flush its TLB.
void playground_prepare_process_memory(void);

/// Grows the calling thread's malloc arena once, so it does not grow page by page (Linux, once
/// the process's memory was prepared; otherwise it does nothing).
void playground_reserve_thread_arena(void);

#endif
