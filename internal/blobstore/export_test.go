package blobstore

// MakeBucket exposes makeBucket, so a test can lose the creation race on
// purpose.
var MakeBucket = makeBucket
