// Package tlsca makes the certificates of Temporal's mutual TLS: a CA of
// our own, made in the folder at first use (never committed), and a
// certificate per program, whose common name (pursetrade-<name>) is the
// identity temporal/authz gives it. Keys are ECDSA P-256, 0600 in 0700
// folders. What exists is kept; a certificate within renewBefore of its end
// is issued again from the same CA (docs/operations.md, rotation).
package tlsca

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"
)

// The programs that get a certificate. Server is the Temporal frontend's
// (also what the server's system worker presents to it); Operator is made
// on request, for the Temporal CLI.
const (
	Server   = "temporal"
	API      = "api"
	Worker   = "worker"
	UI       = "ui"
	Operator = "operator"
)

// Programs are every name a certificate may have.
var Programs = []string{Server, API, Worker, UI, Operator}

// ServerHosts are the names the frontend's certificate is valid for: this
// machine (`make cluster`) and the compose service.
var ServerHosts = []string{"localhost", "127.0.0.1", "temporal"}

const (
	caLifetime   = 10 * 365 * 24 * time.Hour
	leafLifetime = 365 * 24 * time.Hour
	renewBefore  = 30 * 24 * time.Hour
)

// CommonName is the identity the certificate of name carries.
func CommonName(name string) string { return "pursetrade-" + name }

// Files are one program's certificate, its key and the CA certificate it
// trusts, in a folder of its own (what compose mounts into its container).
type Files struct{ Cert, Key, CA string }

// Folder holds the CA (ca/) and a folder per program (<name>/cert.pem,
// key.pem, ca.pem).
type Folder string

func (f Folder) Files(name string) Files {
	dir := filepath.Join(string(f), name)
	return Files{Cert: filepath.Join(dir, "cert.pem"), Key: filepath.Join(dir, "key.pem"), CA: filepath.Join(dir, "ca.pem")}
}

// CA is the CA certificate (a server's client CA, a client's root).
func (f Folder) CA() string { return f.Files("ca").Cert }

// Ensure makes the CA if the folder has none, then each named certificate
// that is missing or near its end.
func (f Folder) Ensure(names ...string) error {
	ca, err := f.loadOrMakeCA()
	if err != nil {
		return err
	}
	for _, name := range names {
		if fresh(f.Files(name)) {
			continue
		}
		if err := f.issue(ca, name); err != nil {
			return fmt.Errorf("the %s certificate: %w", name, err)
		}
	}
	return nil
}

// ClientEnv is the Temporal SDK's and CLI's environment for connecting with
// these files (the server's name is taken from the address).
func (files Files) ClientEnv() []string {
	return []string{"TEMPORAL_TLS_CLIENT_CERT_PATH=" + files.Cert, "TEMPORAL_TLS_CLIENT_KEY_PATH=" + files.Key,
		"TEMPORAL_TLS_SERVER_CA_CERT_PATH=" + files.CA}
}

// fresh reports whether the program's files are there and its certificate
// is valid for longer than renewBefore.
func fresh(files Files) bool {
	cert, err := readCert(files.Cert)
	if _, caErr := os.Stat(files.CA); caErr != nil {
		return false
	}
	return err == nil && time.Until(cert.NotAfter) > renewBefore
}

type authority struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
}

func (f Folder) loadOrMakeCA() (authority, error) {
	files := f.Files("ca")
	cert, err := readCert(files.Cert)
	if errors.Is(err, fs.ErrNotExist) {
		return f.makeCA(files)
	}
	if err != nil {
		return authority{}, err
	}
	key, err := readKey(files.Key)
	if err != nil {
		return authority{}, err
	}
	return authority{cert: cert, key: key}, nil
}

func (f Folder) makeCA(files Files) (authority, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return authority{}, err
	}
	tmpl := &x509.Certificate{
		Subject:               pkix.Name{CommonName: "pursetrade Temporal CA", Organization: []string{"pursetrade"}},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(caLifetime),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageCRLSign,
		BasicConstraintsValid: true,
		IsCA:                  true,
		MaxPathLenZero:        true,
	}
	der, err := sign(tmpl, tmpl, key, key)
	if err != nil {
		return authority{}, err
	}
	if err := write(files, der, key, nil); err != nil {
		return authority{}, err
	}
	cert, err := x509.ParseCertificate(der)
	return authority{cert: cert, key: key}, err
}

func (f Folder) issue(ca authority, name string) error {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return err
	}
	tmpl := &x509.Certificate{
		Subject:     pkix.Name{CommonName: CommonName(name), Organization: []string{"pursetrade"}},
		NotBefore:   time.Now().Add(-time.Hour),
		NotAfter:    time.Now().Add(leafLifetime),
		KeyUsage:    x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth},
	}
	if name == Server {
		tmpl.ExtKeyUsage = append(tmpl.ExtKeyUsage, x509.ExtKeyUsageServerAuth)
		for _, h := range ServerHosts {
			if ip := net.ParseIP(h); ip != nil {
				tmpl.IPAddresses = append(tmpl.IPAddresses, ip)
			} else {
				tmpl.DNSNames = append(tmpl.DNSNames, h)
			}
		}
	}
	der, err := sign(tmpl, ca.cert, key, ca.key)
	if err != nil {
		return err
	}
	return write(f.Files(name), der, key, ca.cert.Raw)
}

func sign(tmpl, parent *x509.Certificate, key, signer *ecdsa.PrivateKey) ([]byte, error) {
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 127))
	if err != nil {
		return nil, err
	}
	tmpl.SerialNumber = serial
	return x509.CreateCertificate(rand.Reader, tmpl, parent, &key.PublicKey, signer)
}

// write puts the key (0600) in place before the certificate, so a crash in
// between leaves a certificate missing, which the next Ensure issues; then
// the CA certificate the program trusts, if it is not the CA itself.
func write(files Files, der []byte, key *ecdsa.PrivateKey, caDER []byte) error {
	dir := filepath.Dir(files.Cert)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if err := os.Chmod(dir, 0o700); err != nil {
		return err
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return err
	}
	if err := os.WriteFile(files.Key, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}), 0o600); err != nil {
		return err
	}
	if err := os.Chmod(files.Key, 0o600); err != nil { // an existing file keeps its mode
		return err
	}
	if caDER != nil {
		if err := writeCert(files.CA, caDER); err != nil {
			return err
		}
	}
	return writeCert(files.Cert, der)
}

func writeCert(path string, der []byte) error {
	return os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644)
}

func readCert(path string) (*x509.Certificate, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	block, _ := pem.Decode(b)
	if block == nil || block.Type != "CERTIFICATE" {
		return nil, fmt.Errorf("%s: not a PEM certificate", path)
	}
	return x509.ParseCertificate(block.Bytes)
}

func readKey(path string) (*ecdsa.PrivateKey, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	block, _ := pem.Decode(b)
	if block == nil {
		return nil, fmt.Errorf("%s: not a PEM key", path)
	}
	key, err := x509.ParsePKCS8PrivateKey(block.Bytes)
	if err != nil {
		return nil, err
	}
	ec, ok := key.(*ecdsa.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("%s: not an ECDSA key", path)
	}
	return ec, nil
}

// KeyPair loads the named certificate for a Go TLS client.
func (f Folder) KeyPair(name string) (tls.Certificate, error) {
	files := f.Files(name)
	return tls.LoadX509KeyPair(files.Cert, files.Key)
}
